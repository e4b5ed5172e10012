/**
 * When a failed item is tried again: 2 s, 4 s, 8 s … doubling up to 5 min. The jitter spreads the
 * tries of many phones that regain signal at once (a yard's Wi-Fi coming back) over the second half
 * of the delay, so no try comes later than the plain doubling says.
 */

export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  /** Off in tests, so the delays are exact. */
  jitter: boolean;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 2000, capMs: 5 * 60_000, jitter: true };

/** The wait after the `failures`-th failure in a row (1 for the first), in ms. */
export function retryDelay(
  failures: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const delay = Math.min(options.capMs, options.baseMs * 2 ** exponent);
  if (!options.jitter) return delay;
  return Math.round(delay / 2 + (random() * delay) / 2);
}
