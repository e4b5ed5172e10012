/**
 * What a failed call means for the person using the app: session states end the session, network
 * failures are tracked, anything else is toasted (5000 ms) unless the call ignores errors. One error
 * object can reach many callers (a failed refresh rejects every queued request): it is tracked and
 * shown once.
 */
import { BusinessState } from '@/lib/contract/envelope';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackingEvent } from '@/lib/tracking/tracking-event';
import type { ApiError } from './errors';
import { httpHooks } from './hooks';
import { ERROR_TOAST_MS, HTTP_MESSAGES } from './messages';
import { endSession } from './session-end';
import { tokens } from './tokens';

const tracked = new WeakSet<ApiError>();
const shown = new WeakSet<ApiError>();

/** Errors whose consequence (logout) already happened: nothing more to show. */
export function markShown(err: ApiError): void {
  shown.add(err);
}

/** Network-error analytics: 5001 time-out or no connection, 5002 HTTP or server error. */
export function trackFailure(err: ApiError): void {
  if (tracked.has(err)) return;
  const event =
    err.kind === 'timeout' || err.kind === 'network'
      ? TRACKING_EVENTS.networkTimeout
      : err.kind === 'http' || err.kind === 'non-json'
        ? TRACKING_EVENTS.networkHttpError
        : null;
  if (!event) return;
  tracked.add(err);
  httpHooks().track(
    trackingEvent(event, {
      url: err.url,
      status: err.status,
      state: err.state,
      message: err.message,
    }),
  );
}

/** True when the error ended the session (so it needs no toast). */
export function endsSession(err: ApiError): boolean {
  if (err.kind === 'http' && err.status === 401) {
    endSession('logout');
    return true;
  }
  if (err.state === BusinessState.loginExpired) {
    tokens.clear();
    endSession('loginExpired');
    return true;
  }
  if (err.state === BusinessState.tokenInvalid) {
    endSession('logout');
    return true;
  }
  return false;
}

export function reportFailure(err: ApiError, ignoreErrors: boolean): void {
  trackFailure(err);
  if (endsSession(err) || ignoreErrors || shown.has(err)) return;
  shown.add(err);
  if (err.state === BusinessState.tokenSignatureMismatch)
    httpHooks().alert(HTTP_MESSAGES.tokenSignatureMismatch);
  else httpHooks().toast(err.message, ERROR_TOAST_MS);
}
