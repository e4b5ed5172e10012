/**
 * The request side of one exchange (§7, §9): which body encoding the endpoint's method asks for, the
 * headers, and the time-out. Builds a plain axios config; `transport.ts` sends it.
 */
import type { AxiosRequestConfig } from 'axios';
import type { Endpoint } from '@/lib/contract/endpoint';
import { stripNullish, toFormData, toSearchParams, withQuery } from './encoding';
import { requestHeaders } from './request-headers';

/** API time-out (§9). */
export const API_TIMEOUT_MS = 15_000;
/** File (multipart) time-out (§9). */
export const FILE_TIMEOUT_MS = 3_600_000;

export interface SendOptions {
  /** Access token to send, or null for none. */
  token: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  idempotencyKey?: string;
  responseType?: 'text' | 'arraybuffer';
}

type Encoded = Pick<AxiosRequestConfig, 'url' | 'data' | 'headers'>;

/** GET and DELETE send a query string whatever the endpoint says; the rest send its encoding. */
function encode(ep: Endpoint<unknown, unknown>, payload: unknown): Encoded {
  const encoding = ep.method === 'GET' || ep.method === 'DELETE' ? 'query' : ep.encoding;
  switch (encoding) {
    case 'query':
      return { url: withQuery(ep.path, toSearchParams(payload)) };
    case 'form':
      return {
        url: ep.path,
        data: toSearchParams(payload).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      };
    case 'multipart':
      // No Content-Type: the runtime adds it with the multipart boundary.
      return { url: ep.path, data: toFormData(payload) };
    case 'json':
      return {
        url: ep.path,
        data: JSON.stringify(stripNullish(payload ?? {})),
        headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      };
  }
}

export function requestConfig(
  ep: Endpoint<unknown, unknown>,
  payload: unknown,
  opts: SendOptions,
): AxiosRequestConfig {
  const encoded = encode(ep, payload);
  return {
    method: ep.method,
    url: encoded.url,
    data: encoded.data,
    headers: { ...requestHeaders(opts.token, opts.idempotencyKey), ...encoded.headers },
    timeout: opts.timeoutMs ?? (ep.encoding === 'multipart' ? FILE_TIMEOUT_MS : API_TIMEOUT_MS),
    responseType: opts.responseType ?? 'text',
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
}
