import { account, type TokenPair, type UserDetail } from '@/lib/contract/account';
import { http } from '@/lib/http/client';
import { tokens } from '@/lib/http/tokens';
import { useSession } from '@/stores/session';
import { quiet } from './options';

/**
 * Stores the tokens, then loads the driver's details into the session. A driver whose details
 * cannot be loaded is not logged in, so the tokens are dropped again.
 */
export async function completeLogin(pair: TokenPair, rememberMe: boolean): Promise<UserDetail> {
  tokens.save(pair, rememberMe);
  try {
    const user = await http.call(account.getUserDetail, {}, quiet());
    useSession.getState().setLoginInfo(user);
    return user;
  } catch (err) {
    tokens.clear();
    throw err;
  }
}

/** Reloads the driver's details after something on the server changed them (e.g. a face check). */
export async function refreshLoginInfo(): Promise<void> {
  if (tokens.authorization() === null) return;
  const user = await http.call(account.getUserDetail, {}, quiet());
  useSession.getState().setLoginInfo(user);
}

/** Ends the session on the server when it can; locally in every case. */
export async function logout(): Promise<void> {
  try {
    await http.call(account.logout, {}, quiet());
  } catch {
    // The server session dies with its token anyway; the driver must end up logged out regardless.
  } finally {
    // Clears login info, role choice, permissions and the tokens.
    useSession.getState().clear();
  }
}
