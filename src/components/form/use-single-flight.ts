import { useCallback, useRef, useState } from 'react';

export interface SingleFlight {
  /** Runs `task` unless one is still running; a second tap meanwhile is dropped. */
  run: (task: () => unknown) => Promise<void>;
  /** True while a task runs: the button's disabled and loading look. */
  busy: boolean;
}

/**
 * One task at a time. A disabled button alone is not enough, because two taps can land before
 * React re-renders it; the ref closes the gate at once, the state only paints it.
 * A failed task ends the flight quietly: the HTTP client (or the mutation) has already reported it,
 * and the form keeps everything typed so the driver can try again.
 */
export function useSingleFlight(): SingleFlight {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => unknown): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // Reported where it failed; see above.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
