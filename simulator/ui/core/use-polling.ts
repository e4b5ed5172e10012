/** Reads server state while a panel is open: at once, then every `ms`, and on demand. */
import { useCallback, useEffect, useState } from 'react';

export interface Polled<T> {
  data: T | null;
  error: string | null;
  /** Resolves once the new data (or error) is in. */
  refresh(): Promise<void>;
}

export function usePolling<T>(read: () => Promise<T>, ms: number | null): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(
    () =>
      read().then(
        (value) => {
          setData(value);
          setError(null);
        },
        (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
      ),
    [read],
  );
  useEffect(() => {
    void refresh();
    if (ms === null) return;
    const timer = setInterval(() => void refresh(), ms);
    return () => clearInterval(timer);
  }, [refresh, ms]);
  return { data, error, refresh };
}
