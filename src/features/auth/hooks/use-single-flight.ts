import { useCallback, useRef } from 'react';

/**
 * Runs one task at a time: a second tap while the first request is still on its way is dropped.
 * A disabled button alone is not enough, because two taps can land before React re-renders it.
 * Failures are already reported by the mutation's `onError`, so they end the flight quietly.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } catch {
      // Reported by the mutation; the form keeps its values so the driver can try again.
    } finally {
      busy.current = false;
    }
  }, []);
}
