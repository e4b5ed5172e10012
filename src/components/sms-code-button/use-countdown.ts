import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left until a deadline, re-rendering while it runs. Reading the clock (not counting ticks)
 * keeps the count right when the WebView was in the background and its timers were throttled.
 */
export function useCountdown(initialDeadline: number | null | (() => number | null) = null) {
  const [deadline, setDeadline] = useState<number | null>(initialDeadline);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) setDeadline(null);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [deadline]);

  const secondsLeft = deadline === null ? 0 : Math.max(0, (deadline - now) / 1000);

  const start = (seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  };

  return { secondsLeft, running: secondsLeft > 0, start };
}
