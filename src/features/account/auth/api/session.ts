import { account, type TokenPair, type UserDetail } from '@/lib/contract/account/auth';
import { http } from '@/lib/http/client';
import { tokens } from '@/lib/http/tokens';
import { useSession } from '@/stores/session';
import type { CallOptions } from '@/lib/http/client';

/**
 * Stores the tokens, then loads the driver's details into the session. A driver whose details
 * cannot be loaded is not logged in, so the tokens are dropped again.
 */
export async function completeLogin(
  pair: TokenPair,
  rememberMe: boolean,
  call: CallOptions = {},
): Promise<UserDetail> {
  tokens.save(pair, rememberMe);
  try {
    const user = await http.call(account.getUserDetail, {}, call);
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
  // Callers treat a failed reload as harmless, so it is not reported either.
  const user = await http.call(account.getUserDetail, {}, { ignoreErrors: true });
  useSession.getState().setLoginInfo(user);
}
