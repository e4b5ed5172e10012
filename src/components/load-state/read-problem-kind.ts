/**
 * Why a detail read failed, in the four ways a driver has to act on differently: the record is not
 * there (HTTP 404 or the notFound state), it is another driver's (the notYours state), the driver
 * may not see it (HTTP 403 or the forbidden state), or the network let the request down (no answer,
 * a time-out, a gateway's 5xx) — only the last is worth 重试. Anything else is `failed`: the
 * server's own words with the way back.
 */
import { BusinessState } from '@/lib/contract/envelope';
import { ApiError } from '@/lib/http/errors';

export type ReadProblemKind = 'notFound' | 'notYours' | 'forbidden' | 'network' | 'failed';

const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function readProblemKind(error: unknown): ReadProblemKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.kind === 'network' || error.kind === 'timeout') return 'network';
  if (error.status === 404 || error.state === BusinessState.notFound) return 'notFound';
  if (error.state === BusinessState.notYours) return 'notYours';
  if (error.status === 403 || error.state === BusinessState.forbidden) return 'forbidden';
  if (error.kind === 'http' && error.status !== undefined && GATEWAY_STATUSES.has(error.status)) {
    return 'network';
  }
  return 'failed';
}
