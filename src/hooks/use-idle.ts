/**
 * Whether the page's deferred work may start (the driver's first input, or a quiet while:
 * `whenIdle`), for a part of a screen that can wait — or now, when `now()` is called (a tap on its
 * stand-in).
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/scheduling/when-idle';

export function useIdle(): { idle: boolean; now: () => void } {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return { idle, now: () => setIdle(true) };
}
