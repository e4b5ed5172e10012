/**
 * A parsed response body → the envelope's data, or the ApiError it reports (§7, §8): the message
 * from msg, errmsg or error, the state from state or errcode, and the body's data.
 */
import { isEnvelopeSuccess, type Envelope } from '@/lib/contract/envelope';
import { ApiError } from './errors';
import { HTTP_MESSAGES } from './messages';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function serverMessage(body: Record<string, unknown>): string | undefined {
  for (const field of ['msg', 'errmsg', 'error'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

export function stateOf(body: Record<string, unknown>): number | undefined {
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

/** The error for an envelope that does not report success. */
export function businessError(
  body: Record<string, unknown>,
  status: number,
  url: string,
): ApiError {
  const state = stateOf(body);
  return new ApiError('business', serverMessage(body) ?? HTTP_MESSAGES.system, {
    status,
    ...(state === undefined ? {} : { state }),
    data: 'data' in body ? body.data : body,
    url,
  });
}

/** The envelope's data; throws the ApiError for a body that is no envelope or reports failure. */
export function checkEnvelope(body: unknown, status: number, url: string): unknown {
  if (!isRecord(body))
    throw new ApiError('system', HTTP_MESSAGES.system, { status, data: body, url });
  if (isEnvelopeSuccess(body)) return (body as unknown as Envelope<unknown>).data;
  throw businessError(body, status, url);
}
