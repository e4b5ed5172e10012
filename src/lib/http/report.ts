/**
 * What a failed call means for the person using the app (§8): session states end the session,
 * network failures are tracked, and unless the call ignores errors a failed response state gets an
 * alert with the server's message while a request error (HTTP status, time-out, network, non-JSON)
 * gets a 5000 ms toast. One error object can reach many callers (a failed refresh rejects every
 * queued request): it is tracked and shown once.
 */
import { BusinessState } from '@/lib/contract/envelope';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackingEvent } from '@/lib/tracking/tracking-event';
import type { ApiError } from './errors';
import { httpHooks } from './hooks';
import { ERROR_TOAST_MS, HTTP_MESSAGES } from './messages';
import { endSession } from './session-end';
import { isSessionEnding } from './session-ending';
import { tokens } from './tokens';

const tracked = new WeakSet<ApiError>();
const shown = new WeakSet<ApiError>();

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

/** Ends the session when the error says so; true when it did (so the error needs no message). */
export function endsSession(err: ApiError): boolean {
  if (!isSessionEnding(err)) return false;
  const unauthorized = err.kind === 'http' && err.status === 401;
  if (!unauthorized && err.state === BusinessState.loginExpired) {
    tokens.clear();
    endSession('loginExpired');
  } else {
    endSession('logout');
  }
  return true;
}

/**
 * A failed response state gets an alert, except the refresh states: they reach a caller only when
 * the retry after the refresh failed again, and stay a toast as every request error does.
 */
function alerts(err: ApiError): boolean {
  return (
    err.kind === 'business' &&
    err.state !== BusinessState.tokenExpired &&
    err.state !== BusinessState.tokenRefreshRequired
  );
}

export function reportFailure(err: ApiError, ignoreErrors: boolean): void {
  trackFailure(err);
  if (endsSession(err) || ignoreErrors || shown.has(err)) return;
  shown.add(err);
  const hooks = httpHooks();
  if (err.state === BusinessState.tokenSignatureMismatch)
    hooks.alert(HTTP_MESSAGES.tokenSignatureMismatch);
  else if (alerts(err)) hooks.alert(err.message);
  else hooks.toast(err.message, ERROR_TOAST_MS);
}
