/**
 * The user of an optional-auth route that needs one after all (a plaza list without enterpriseId,
 * signing without a link code): the real authentication failure, so an expired token answers
 * `token已过期` (the client refreshes) rather than HTTP 401 (the client logs out).
 */
import type { RouteContext } from '../../../router';
import type { UserRecord } from '../../account/auth/types';
import { authenticate } from '../../account/auth/sessions';

export function requireUser(ctx: RouteContext): UserRecord {
  return ctx.user ?? authenticate(ctx.db, ctx.request).user;
}
