/**
 * Turns a call through the HTTP client into what the outbox's sender answers: a permanent refusal
 * becomes a Rejection with the message to show, anything that may pass on another try is thrown
 * on. Unknown failures count as passing ones: an item is never given up on a guess.
 */
import { ApiError } from '@/lib/http/errors';
import type { Rejection } from './types';

/** 4xx answers that say "not now" rather than "never": time-out, too early, too many, login. */
const RETRYABLE_4XX = new Set([401, 408, 425, 429]);

/** The reason a failure is permanent, or null when the item should be tried again. */
export function rejectionOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.kind === 'business') return err.message;
  if (err.kind !== 'http' || err.status === undefined) return null;
  if (err.status >= 500 || RETRYABLE_4XX.has(err.status)) return null;
  return err.status >= 400 ? err.message : null;
}

/** Runs `call` and answers as an OutboxSender does. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<'sent' | Rejection> {
  try {
    await call();
    return 'sent';
  } catch (err) {
    const reason = rejectionOf(err);
    if (reason === null) throw err;
    return { rejected: reason };
  }
}
