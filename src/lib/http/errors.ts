export type ApiErrorKind =
  'http' | 'business' | 'timeout' | 'network' | 'system' | 'non-json' | 'attachment';

export interface ApiErrorDetails {
  /** HTTP status code, when a response arrived. */
  status?: number;
  /** Business state (`state`, else `errcode`) from the response body. */
  state?: number;
  /** The body's `data`, or the whole body when it has none. */
  data?: unknown;
  /** Path of the endpoint that failed. */
  url?: string;
  cause?: unknown;
}

/** Every failed call rejects with an ApiError whose message is ready to show. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly state?: number;
  readonly data?: unknown;
  readonly url?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.state !== undefined) this.state = details.state;
    if (details.data !== undefined) this.data = details.data;
    if (details.url !== undefined) this.url = details.url;
  }
}

/** A request cancelled by key, by a newer same-key call, or by its AbortSignal. */
export class CancelledError extends Error {
  readonly cancelled = true;

  constructor(message = 'Request cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

/** Cancelled requests are not errors: callers and TanStack Query ignore them. */
export function isCancelled(err: unknown): boolean {
  if (err instanceof CancelledError) return true;
  if (typeof err !== 'object' || err === null) return false;
  const name = (err as { name?: unknown }).name;
  if ((err as { __CANCEL__?: unknown }).__CANCEL__ === true) return true; // axios' own cancel
  return name === 'AbortError' || name === 'CanceledError' || name === 'CancelledError';
}

/** The answer was lost on the way (time-out, no connection, a gateway error): the write may or may not have been done. */
export function isUncertain(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'timeout' || err.kind === 'network') return true;
  return err.kind === 'http' && (err.status === 502 || err.status === 503 || err.status === 504);
}
