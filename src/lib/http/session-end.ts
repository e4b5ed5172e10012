/**
 * Ends the session once: when many in-flight requests all learn that the session is over (401,
 * 505001, 10000000003, a failed refresh), the app hears about it one time, not once per request.
 * A new login (tokens.save) starts a new session.
 */
import { httpHooks } from './hooks';

let ended = false;

export function endSession(reason: 'logout' | 'loginExpired'): void {
  if (ended) return;
  ended = true;
  if (reason === 'loginExpired') httpHooks().loginExpired();
  else httpHooks().logout();
}

export function sessionStarted(): void {
  ended = false;
}
