/**
 * One HTTP exchange: sends the request `request-config.ts` builds and turns a failure to get any
 * answer (time-out, network, cancellation) into an error. Reading the answer belongs to
 * `response.ts`; retries, refresh and toasts belong to the client.
 */
import axios, { type AxiosResponse } from 'axios';
import { config } from '@/config';
import type { Endpoint } from '@/lib/contract/endpoint';
import { noticeClockSkew } from './clock-skew-notice';
import { ApiError, CancelledError } from './errors';
import { HTTP_MESSAGES } from './messages';
import { requestConfig, type SendOptions } from './request-config';
import { headerOf } from './response';

/** Exported for tests and for setting `defaults.baseURL` where relative URLs do not work (node). */
export const httpAxios = axios.create({
  baseURL: config.apiBaseUrl,
  // Every status is an answer to read (response.ts), not a thrown error.
  validateStatus: () => true,
  transformResponse: [(data: unknown) => data],
  transitional: { clarifyTimeoutError: true },
});

const NETWORK_CODES = new Set(['ERR_NETWORK', 'ECONNABORTED', 'ECONNREFUSED', 'ECONNRESET']);

function transportError(err: unknown, url: string, signal?: AbortSignal): Error {
  if (signal?.aborted || axios.isCancel(err)) return new CancelledError();
  if (!axios.isAxiosError(err))
    return new ApiError('system', HTTP_MESSAGES.system, { url, cause: err });
  if (err.code === 'ETIMEDOUT')
    return new ApiError('timeout', HTTP_MESSAGES.timeout, { url, cause: err });
  if (NETWORK_CODES.has(err.code ?? '') || (err.request && !err.response)) {
    return new ApiError('network', HTTP_MESSAGES.network, { url, cause: err });
  }
  return new ApiError('system', HTTP_MESSAGES.system, { url, cause: err });
}

export async function send(
  ep: Endpoint<unknown, unknown>,
  payload: unknown,
  opts: SendOptions,
): Promise<AxiosResponse> {
  const request = requestConfig(ep, payload, opts);
  let response: AxiosResponse;
  try {
    response = await httpAxios.request(request);
  } catch (err) {
    throw transportError(err, ep.path, opts.signal);
  }
  noticeClockSkew(headerOf(response, 'date'));
  return response;
}
