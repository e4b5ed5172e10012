import { useMutation } from '@tanstack/react-query';
import { account } from '@/lib/contract/account';
import { http } from '@/lib/http/client';
import { useSession } from '@/stores/session';

/**
 * Tells the server, but the driver is logged out here whatever it answers (offline, expired token):
 * the session and tokens are dropped either way.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => http.call(account.logout, {}, { ignoreErrors: true }).catch(() => null),
    onSettled: () => useSession.getState().clear(),
  });
}
