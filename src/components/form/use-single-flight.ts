import { useCallback, useRef, useState } from 'react';

/**
 * What a task returns when it has moved the screen on (navigated away after a done write): the
 * gate stays closed until the screen is gone, so a tap between the answer and the next screen's
 * paint cannot send the action a second time (as a new action, its first one being settled).
 */
export const MOVED_ON = Symbol('moved-on');

export interface SingleFlight {
  /** Runs `task` unless one is still running; a second tap meanwhile is dropped. */
  run: (task: () => unknown) => Promise<void>;
  /** True while a task runs (or after one that moved on): the button's disabled and loading look. */
  busy: boolean;
}

/**
 * One task at a time. A disabled button alone is not enough, because two taps can land before
 * React re-renders it; the ref closes the gate at once, the state only paints it.
 * A failed task ends the flight quietly: the HTTP client (or the mutation) has already reported it,
 * and the form keeps everything typed so the driver can try again. A task that returns `MOVED_ON`
 * keeps the gate closed: its screen is leaving.
 */
export function useSingleFlight(): SingleFlight {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => unknown): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let movedOn = false;
    try {
      movedOn = (await task()) === MOVED_ON;
    } catch {
      // Reported where it failed; see above.
    } finally {
      if (!movedOn) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { run, busy };
}
