/** Cancelling calls: by key (`http.cancel`), by a newer call with the same key, or by a signal. */
import { CancelledError } from './errors';

export interface CancelOptions {
  /** A newer call with the same key cancels the older; http.cancel(key). */
  cancelKey?: string;
  /** TanStack Query's signal. */
  signal?: AbortSignal;
}

const byKey = new Map<string, AbortController>();

/** One AbortController per call, aborted by its key, a newer same-key call, or the caller's signal. */
export function cancellation(opts: CancelOptions): { signal: AbortSignal; release(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort(new CancelledError());
  const key = opts.cancelKey;
  if (key !== undefined) {
    byKey.get(key)?.abort(new CancelledError());
    byKey.set(key, controller);
  }
  if (opts.signal?.aborted) abort();
  else opts.signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    release() {
      opts.signal?.removeEventListener('abort', abort);
      if (key !== undefined && byKey.get(key) === controller) byKey.delete(key);
    },
  };
}

/** Cancels the call holding `key`, if any. */
export function cancelByKey(key: string): void {
  byKey.get(key)?.abort(new CancelledError());
  byKey.delete(key);
}

/** Waits for `promise` unless the call is cancelled first. */
export function unlessCancelled<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new CancelledError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
