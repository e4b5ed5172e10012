/**
 * The access token a call sends (§4): after any refresh under way, refreshed first when under 300 s
 * remain, and renewed once when the server asks for a refresh (10000000002, 10000000004).
 */
import { BusinessState } from '@/lib/contract/envelope';
import { needsRefreshBeforeRequest } from '@/lib/domain/token';
import { unlessCancelled } from './cancellation';
import { ApiError } from './errors';
import { refreshInFlight, refreshTokens } from './refresh';
import { endSession } from './session-end';
import { markSessionEnded } from './session-ending';
import { tokens } from './tokens';

export async function tokenForRequest(signal: AbortSignal): Promise<string | null> {
  const pending = refreshInFlight();
  if (pending) await unlessCancelled(pending, signal);
  if (tokens.getRefresh() !== null && needsRefreshBeforeRequest(tokens.getAccess(), Date.now())) {
    await unlessCancelled(refreshTokens(), signal);
  }
  return tokens.getAccess();
}

export function asksForRefresh(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    (err.state === BusinessState.tokenExpired || err.state === BusinessState.tokenRefreshRequired)
  );
}

/**
 * The token for the retry after the server rejected `sentWith`. When another request already
 * renewed it, use that instead of refreshing again: that is what keeps a burst to one refresh.
 */
export async function renewedToken(
  sentWith: string | null,
  rejection: ApiError,
  signal: AbortSignal,
): Promise<string | null> {
  if (refreshInFlight() === null) {
    const current = tokens.getAccess();
    if (current !== null && current !== sentWith) return current;
    if (tokens.getRefresh() === null) {
      tokens.clear();
      markSessionEnded(rejection);
      endSession('logout');
      throw rejection;
    }
  }
  await unlessCancelled(refreshTokens(), signal);
  return tokens.getAccess();
}
