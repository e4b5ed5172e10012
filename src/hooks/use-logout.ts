/**
 * Logging out (Me, settings, a changed password): the server is told when it can be reached, but the
 * driver is logged out here whatever it answers (offline, expired token) — login info, role choice,
 * permissions and tokens are dropped either way.
 */
import { useMutation } from '@tanstack/react-query';
import { account } from '@/lib/contract/account/auth';
import { http } from '@/lib/http/client';
import { useSession } from '@/stores/session';

export async function logout(): Promise<void> {
  try {
    await http.call(account.logout, {}, { ignoreErrors: true });
  } catch {
    // The server session dies with its token anyway.
  } finally {
    useSession.getState().clear();
  }
}

export function useLogout() {
  return useMutation({ mutationKey: [account.logout.path], mutationFn: logout });
}
