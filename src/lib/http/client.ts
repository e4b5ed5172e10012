/**
 * The platform HTTP client (§7, §8). `http.call(endpoint, payload)` resolves with the envelope's
 * data (pages as `rows/total`) or rejects with an ApiError; a cancelled call rejects with an error
 * `isCancelled()` recognises and is never shown.
 *
 * This facade loads the implementation (and axios) on the first call, so screens that call the API
 * only after a tap — the login screen — keep it out of their first load.
 */
import type { AnyEndpoint, ReqOf, ResOf } from '@/lib/contract/endpoint';
import type { ClientData } from '@/lib/contract/envelope';
import type * as RequestModule from './request';
import type { CallOptions } from './request';
import type { Download } from './download';

export type { CallOptions } from './request';

type Implementation = typeof RequestModule;

let loaded: Implementation | null = null;
let loading: Promise<Implementation> | null = null;

/** Loads the client; calls made while it loads keep their order (a cancel after its call, say). */
export function loadHttpClient(): Promise<Implementation> {
  loading ??= import('./request').then((mod) => (loaded = mod));
  return loading;
}

export const http = {
  async call<E extends AnyEndpoint>(
    ep: E,
    payload: ReqOf<E>,
    opts?: CallOptions,
  ): Promise<ClientData<ResOf<E>>> {
    const { http: client } = loaded ?? (await loadHttpClient());
    return client.call(ep, payload, opts);
  },
  /** Cancels the call holding `key`, if any; it rejects with a cancellation, never an error toast. */
  cancel(key: string): void {
    if (loaded) loaded.http.cancel(key);
    else void loadHttpClient().then((mod) => mod.http.cancel(key));
  },
  /** A file download: the body as a Blob and the name from Content-Disposition (else 附件名称缺失). */
  async download<E extends AnyEndpoint>(
    ep: E,
    payload: ReqOf<E>,
    opts?: CallOptions,
  ): Promise<Download> {
    const { http: client } = loaded ?? (await loadHttpClient());
    return client.download(ep, payload, opts);
  },
};
