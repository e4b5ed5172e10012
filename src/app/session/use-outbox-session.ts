/**
 * The shell's part of the waybill outbox: once a driver is logged in, their outbox starts (loaded
 * lazily, once the browser is idle, so /login never carries it) and stops on logout.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/stores/session';

export function useWaybillOutboxSession(): void {
  const userId = useSession((s) => (s.isLoggedIn() ? (s.loginInfo?.appUserId ?? null) : null));
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    const load = () =>
      void import('@/hooks/use-outbox').then(({ startOutboxSession }) => {
        if (!ended) stop = startOutboxSession(userId, client);
      });
    // After the screen the login lands on has had its turn (a second at the most).
    const cancel =
      typeof requestIdleCallback === 'function'
        ? (
            (id) => () =>
              cancelIdleCallback(id)
          )(
            // eslint-disable-next-line compat/compat -- tested above (no Safari has it)
            requestIdleCallback(load, { timeout: 1000 }),
          )
        : (
            (id) => () =>
              clearTimeout(id)
          )(setTimeout(load, 200));
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [userId, client]);
}
