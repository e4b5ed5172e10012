import { BusinessState } from '@/lib/contract/envelope';
import { ApiError } from '@/lib/http/errors';

/** §4/§8: these failures mean the identity is no longer valid (not just "no token"). */
export function isIdentityInvalid(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return (
    err.status === 500 ||
    err.state === BusinessState.loginExpired ||
    err.state === BusinessState.identityInvalid
  );
}
