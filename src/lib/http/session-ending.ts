/**
 * Errors that end the driver's session (§8): HTTP 401, state 505001 (登录过期), state 10000000003,
 * and the failures the client itself logged out on (a failed token refresh, a needed refresh with no
 * refresh token). Screens that show errors inline skip these: the driver is on the way to the login.
 */
import { BusinessState } from '@/lib/contract/envelope';
import { ApiError } from './errors';

const endedBy = new WeakSet<ApiError>();

/** The client ended the session because of `err` (refresh.ts, request-token.ts). */
export function markSessionEnded(err: ApiError): void {
  endedBy.add(err);
}

/** True for an error that ended, or is ending, the session. No side effects. */
export function isSessionEnding(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return (
    (err.kind === 'http' && err.status === 401) ||
    err.state === BusinessState.loginExpired ||
    err.state === BusinessState.tokenInvalid ||
    endedBy.has(err)
  );
}
