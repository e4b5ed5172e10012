/**
 * The platform HTTP client's implementation (§7, §8); import `http` from `./client`, which loads
 * this module (and axios) on first use. `http.call(endpoint, payload)` resolves with the envelope's
 * data (pages as `rows/total`) or rejects with an ApiError; a cancelled call rejects with an error
 * `isCancelled()` recognises and is never shown.
 */
import type { AxiosResponse } from 'axios';
import type { AnyEndpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import { cancelByKey, cancellation, unlessCancelled, type CancelOptions } from './cancellation';
import { readDownloadResponse, type Download } from './download';
import { ApiError, CancelledError, isCancelled, isUncertain } from './errors';
import { httpHooks } from './hooks';
import { HTTP_MESSAGES } from './messages';
import { reportFailure } from './report';
import type { SendOptions } from './request-config';
import { asksForRefresh, renewedToken, tokenForRequest } from './request-token';
import { readJsonResponse } from './response';
import { send } from './transport';

export interface CallOptions extends CancelOptions {
  /** No toast/alert for this call's errors (still rejects). */
  ignoreErrors?: boolean;
  /** Overrides endpoint.ignoreToken. */
  ignoreToken?: boolean;
  /** Sent as header `Idempotency-Key` (money and order actions). */
  idempotencyKey?: string;
  timeoutMs?: number;
  /**
   * The write's `changes` are only marked stale, not read again at once: a screen still showing
   * what it saved (the outbox's trip screen) is not swapped under the driver; next shown, they are.
   */
  staleOnly?: boolean;
}

/**
 * A write that changes reads is announced once done (read again at once unless `staleOnly`), or
 * once it may have been done, its answer lost: then what it changed is only marked stale, since
 * reading it again over the network that just failed would put the screen in an error state.
 */
function announceWrite(ep: AnyEndpoint, refetch: 'active' | 'none'): void {
  if (typeof ep.changes === 'function') httpHooks().written(ep, refetch);
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
    const result = await attempt(token).catch(async (err: unknown) => {
      if (!useToken || !asksForRefresh(err)) throw err;
      return attempt(await renewedToken(token, err, signal));
    });
    announceWrite(ep, opts.staleOnly ? 'none' : 'active');
    return result;
  } catch (err) {
    if (isUncertain(err) || isCancelled(err)) announceWrite(ep, 'none');
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
    cancelByKey(key);
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
