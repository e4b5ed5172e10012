/**
 * The response side of a JSON call: an axios response (any status; see `transport.ts`) → the
 * client data, or the ApiError for an HTTP status, a non-JSON body or a failed envelope.
 */
import type { AxiosResponse } from 'axios';
import { ApiError } from './errors';
import { HTTP_MESSAGES, HTTP_STATUS_MESSAGES } from './messages';
import { checkEnvelope, isRecord, serverMessage, stateOf, toClientData } from './response-body';

export function headerOf(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = response.headers[name] ?? response.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

export function parseJson(text: unknown): { ok: true; body: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The error for a status outside 2xx; `body` is the parsed body, else the raw one, if any. */
export function httpError(response: AxiosResponse, url: string, body: unknown): ApiError {
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
