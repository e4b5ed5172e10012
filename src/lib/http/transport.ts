/**
 * One HTTP exchange: headers, payload encoding, time-outs, and turning whatever comes back into
 * data or an ApiError. No retries, no refresh, no toasts: those belong to the client.
 */
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { config } from '@/config';
import type { Endpoint } from '@/lib/contract/endpoint';
import { isEnvelopeSuccess, type Envelope } from '@/lib/contract/envelope';
import { noticeClockSkew } from './clock-skew-notice';
import { stripNullish, toFormData, toSearchParams, withQuery } from './encoding';
import { ApiError, CancelledError } from './errors';
import { httpHooks, UNKNOWN_APP_BRAND } from './hooks';
import { HTTP_MESSAGES, HTTP_STATUS_MESSAGES } from './messages';

/** API time-out (§9). */
export const API_TIMEOUT_MS = 15_000;
/** File (multipart) time-out (§9). */
export const FILE_TIMEOUT_MS = 3_600_000;

/** Exported for tests and for setting `defaults.baseURL` where relative URLs do not work (node). */
export const httpAxios = axios.create({
  baseURL: config.apiBaseUrl,
  validateStatus: () => true,
  transformResponse: [(data: unknown) => data],
  transitional: { clarifyTimeoutError: true },
});

export interface SendOptions {
  /** Access token to send, or null for none. */
  token: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
  idempotencyKey?: string;
  responseType?: 'text' | 'arraybuffer';
}

export function requestHeaders(
  token: string | null,
  idempotencyKey?: string,
): Record<string, string> {
  const hooks = httpHooks();
  const device = hooks.device();
  const headers: Record<string, string> = {
    appId: config.appId,
    tenantId: config.tenantId,
    appType: config.appType,
    appBrand: device.appBrand || UNKNOWN_APP_BRAND,
    deviceId: device.deviceId,
    appVersion: device.appVersion,
    version: config.apiVersion,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const location = hooks.location();
  if (location) {
    headers.longitude = String(location.longitude);
    headers.latitude = String(location.latitude);
  }
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return headers;
}

function encode(
  ep: Endpoint<unknown, unknown>,
  payload: unknown,
): Pick<AxiosRequestConfig, 'url' | 'data' | 'headers'> {
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
  const encoded = encode(ep, payload);
  const request: AxiosRequestConfig = {
    method: ep.method,
    url: encoded.url,
    data: encoded.data,
    headers: { ...requestHeaders(opts.token, opts.idempotencyKey), ...encoded.headers },
    timeout: opts.timeoutMs ?? (ep.encoding === 'multipart' ? FILE_TIMEOUT_MS : API_TIMEOUT_MS),
    responseType: opts.responseType ?? 'text',
    ...(opts.signal ? { signal: opts.signal } : {}),
  };
  let response: AxiosResponse;
  try {
    response = await httpAxios.request(request);
  } catch (err) {
    throw transportError(err, ep.path, opts.signal);
  }
  noticeClockSkew(headerOf(response, 'date'));
  return response;
}

export function headerOf(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = response.headers[name] ?? response.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

function parseJson(text: unknown): { ok: true; body: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(body: Record<string, unknown>): string | undefined {
  for (const field of ['msg', 'errmsg', 'error'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function stateOf(body: Record<string, unknown>): number | undefined {
  const state = body.state ?? body.errcode;
  if (typeof state === 'number') return state;
  if (typeof state === 'string' && state.trim() !== '' && Number.isFinite(Number(state)))
    return Number(state);
  return undefined;
}

/** `records/total` become `rows/total`; other fields pass through. */
export function toClientData(data: unknown): unknown {
  if (!isRecord(data) || !Array.isArray(data.records)) return data;
  const { records, ...rest } = data;
  return {
    ...rest,
    rows: records,
    total: typeof data.total === 'number' ? data.total : Number(data.total ?? 0),
  };
}

/** Throws the ApiError for an envelope that does not report success. */
export function checkEnvelope(body: unknown, status: number, url: string): unknown {
  if (!isRecord(body))
    throw new ApiError('system', HTTP_MESSAGES.system, { status, data: body, url });
  if (isEnvelopeSuccess(body)) return (body as unknown as Envelope<unknown>).data;
  const state = stateOf(body);
  return failBusiness(body, status, state, url);
}

function failBusiness(
  body: Record<string, unknown>,
  status: number,
  state: number | undefined,
  url: string,
): never {
  throw new ApiError('business', serverMessage(body) ?? HTTP_MESSAGES.system, {
    status,
    ...(state === undefined ? {} : { state }),
    data: 'data' in body ? body.data : body,
    url,
  });
}

function httpError(response: AxiosResponse, url: string, body: unknown): ApiError {
  const status = response.status;
  const record = isRecord(body) ? body : undefined;
  const state = record ? stateOf(record) : undefined;
  // The catalogue names the listed statuses; for others the server's own words beat a generic one.
  const message =
    HTTP_STATUS_MESSAGES[status] ?? (record && serverMessage(record)) ?? HTTP_MESSAGES.system;
  return new ApiError('http', message, {
    status,
    ...(state === undefined ? {} : { state }),
    ...(body === undefined ? {} : { data: record && 'data' in record ? record.data : body }),
    url,
  });
}

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

/** A JSON call's response → its client data, or throws. */
export function readJsonResponse(response: AxiosResponse, url: string): unknown {
  const parsed = parseJson(response.data);
  if (!isOk(response.status))
    throw httpError(response, url, parsed.ok ? parsed.body : response.data);
  if (!parsed.ok)
    throw new ApiError('non-json', HTTP_MESSAGES.nonJson, {
      status: response.status,
      data: response.data,
      url,
    });
  return toClientData(checkEnvelope(parsed.body, response.status, url));
}

function decodeText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    return new TextDecoder().decode(data);
  return '';
}

/** From `Content-Disposition`: RFC 5987 `filename*=` first, then `filename=` (often URL-encoded). */
export function attachmentFilename(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]*)'[^']*'([^;]+)/i.exec(disposition);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const raw = extended?.[1] ?? plain?.[1] ?? plain?.[2];
  if (raw === undefined) return null;
  const trimmed = raw.trim().replace(/^"|"$/g, '');
  if (trimmed === '') return null;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

export interface Download {
  blob: Blob;
  filename: string;
}

/** A download's response → the file, or throws (an error envelope, HTTP error, or no filename). */
export function readDownloadResponse(response: AxiosResponse, url: string): Download {
  const contentType = headerOf(response, 'content-type') ?? '';
  if (!isOk(response.status)) {
    const parsed = parseJson(decodeText(response.data));
    throw httpError(response, url, parsed.ok ? parsed.body : undefined);
  }
  if (contentType.includes('json')) {
    const parsed = parseJson(decodeText(response.data));
    if (parsed.ok && isRecord(parsed.body) && !isEnvelopeSuccess(parsed.body)) {
      failBusiness(parsed.body, response.status, stateOf(parsed.body), url);
    }
  }
  const filename = attachmentFilename(headerOf(response, 'content-disposition'));
  if (!filename)
    throw new ApiError('attachment', HTTP_MESSAGES.attachmentNameMissing, {
      status: response.status,
      url,
    });
  const bytes = response.data as ArrayBuffer;
  return { blob: new Blob([bytes], contentType ? { type: contentType } : {}), filename };
}
