/**
 * The platform HTTP client's implementation (§7, §8); import `http` from `./client`, which loads
 * this module (and axios) on first use. `http.call(endpoint, payload)` resolves with the envelope's
 * data (pages as `rows/total`) or rejects with an ApiError; a cancelled call rejects with an error
 * `isCancelled()` recognises and is never shown.
 */
import type { AxiosResponse } from 'axios';
import type { Endpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import { BusinessState, type ClientData } from '@/lib/contract/envelope';
import { needsRefreshBeforeRequest } from '@/lib/domain/token';
import { ApiError, CancelledError, isCancelled } from './errors';
import { httpHooks } from './hooks';
import { HTTP_MESSAGES } from './messages';
import { refreshInFlight, refreshTokens } from './refresh';
import { markShown, reportFailure } from './report';
import { endSession } from './session-end';
import { tokens } from './tokens';
import {
  readDownloadResponse,
  readJsonResponse,
  send,
  type Download,
  type SendOptions,
} from './transport';

export interface CallOptions {
  /** No toast/alert for this call's errors (still rejects). */
  ignoreErrors?: boolean;
  /** Overrides endpoint.ignoreToken. */
  ignoreToken?: boolean;
  /** A newer call with the same key cancels the older; http.cancel(key). */
  cancelKey?: string;
  /** Sent as header `Idempotency-Key` (money and order actions). */
  idempotencyKey?: string;
  timeoutMs?: number;
  /** TanStack Query's signal. */
  signal?: AbortSignal;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

const byKey = new Map<string, AbortController>();

/** One AbortController per call, aborted by its key, a newer same-key call, or the caller's signal. */
function cancellation(opts: CallOptions): { signal: AbortSignal; release(): void } {
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

/** Waits for `promise` unless the call is cancelled first. */
function unlessCancelled<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new CancelledError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The token to send: after any refresh under way, and refreshed first when under 300 s remain. */
async function tokenForRequest(signal: AbortSignal): Promise<string | null> {
  const pending = refreshInFlight();
  if (pending) await unlessCancelled(pending, signal);
  if (tokens.getRefresh() !== null && needsRefreshBeforeRequest(tokens.getAccess(), Date.now())) {
    await unlessCancelled(refreshTokens(), signal);
  }
  return tokens.getAccess();
}

function asksForRefresh(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    (err.state === BusinessState.tokenExpired || err.state === BusinessState.tokenRefreshRequired)
  );
}

/**
 * The token for the retry after the server rejected `sentWith`. When another request already
 * renewed it, use that instead of refreshing again: that is what keeps a burst to one refresh.
 */
async function renewedToken(
  sentWith: string | null,
  rejection: ApiError,
  signal: AbortSignal,
): Promise<string | null> {
  if (refreshInFlight() === null) {
    const current = tokens.getAccess();
    if (current !== null && current !== sentWith) return current;
    if (tokens.getRefresh() === null) {
      tokens.clear();
      endSession('logout');
      markShown(rejection);
      throw rejection;
    }
  }
  await unlessCancelled(refreshTokens(), signal);
  return tokens.getAccess();
}

async function perform<T>(
  ep: AnyEndpoint,
  payload: unknown,
  opts: CallOptions,
  read: (response: AxiosResponse, url: string) => T,
  responseType: SendOptions['responseType'],
): Promise<T> {
  const { signal, release } = cancellation(opts);
  const useToken = !(opts.ignoreToken ?? ep.ignoreToken ?? false);
  const attempt = async (token: string | null) => {
    const response = await send(ep, payload, {
      token,
      signal,
      responseType,
      timeoutMs: opts.timeoutMs,
      idempotencyKey: opts.idempotencyKey,
    });
    return read(response, ep.path);
  };
  try {
    const gate = httpHooks().beforeSend();
    if (gate) await unlessCancelled(gate, signal);
    const token = useToken ? await tokenForRequest(signal) : null;
    try {
      return await attempt(token);
    } catch (err) {
      if (!useToken || !asksForRefresh(err)) throw err;
      return await attempt(await renewedToken(token, err, signal));
    }
  } catch (err) {
    if (signal.aborted || isCancelled(err))
      throw err instanceof CancelledError ? err : new CancelledError();
    const error =
      err instanceof ApiError
        ? err
        : new ApiError('system', HTTP_MESSAGES.system, { url: ep.path, cause: err });
    reportFailure(error, opts.ignoreErrors ?? false);
    throw error;
  } finally {
    release();
  }
}

export const http = {
  call<E extends AnyEndpoint>(
    ep: E,
    payload: ReqOf<E>,
    opts: CallOptions = {},
  ): Promise<ClientData<ResOf<E>>> {
    return perform(
      ep,
      payload,
      opts,
      (response, url) => readJsonResponse(response, url) as ClientData<ResOf<E>>,
      'text',
    );
  },
  /** Cancels the call holding `key`, if any; it rejects with a cancellation, never an error toast. */
  cancel(key: string): void {
    byKey.get(key)?.abort(new CancelledError());
    byKey.delete(key);
  },
  /** A file download: the body as a Blob and the name from Content-Disposition (else 附件名称缺失). */
  download<E extends AnyEndpoint>(
    ep: E,
    payload: ReqOf<E>,
    opts: CallOptions = {},
  ): Promise<Download> {
    return perform(ep, payload, opts, readDownloadResponse, 'arraybuffer');
  },
};
