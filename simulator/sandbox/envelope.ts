/** The platform envelope on the wire, and how handlers signal failures. */
import { BusinessState } from '@/lib/contract/envelope';
import { httpMessages, serverMessages } from './messages';

/** Thrown by route handlers; becomes `{success:false, state, msg, data:null}` with `httpStatus`. */
export class Failure extends Error {
  constructor(
    readonly state: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** A business error with state 400 (the platform's "bad request" state). */
export function reject(msg: string): never {
  throw new Failure(400, msg);
}

/** The asked record does not exist: its own state, so the app says 不存在 rather than 重试. */
export function missing(msg: string): never {
  throw new Failure(BusinessState.notFound, msg);
}

/** The record exists but is another driver's: its own state, so the app says so. */
export function notYours(msg: string): never {
  throw new Failure(BusinessState.notYours, msg);
}

/**
 * The record of `owner` the asking driver reads or writes: `missing` when there is none, `notYours`
 * when it is another driver's.
 */
export function ownRecord<T>(
  record: T | null | undefined,
  isMine: (record: T) => boolean,
  words: { missing: string; notYours: string },
): T {
  if (record === null || record === undefined) missing(words.missing);
  if (!isMine(record)) notYours(words.notYours);
  return record;
}

export function httpFailure(status: number, msg = httpMessages[status] ?? 'error'): Failure {
  return new Failure(status, msg, status);
}

function jsonResponse(body: unknown, status: number, date: Date): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8', Date: date.toUTCString() },
  });
}

export function okResponse(data: unknown, date: Date): Response {
  const body = {
    success: true,
    state: BusinessState.ok,
    msg: serverMessages.ok,
    data: data ?? null,
  };
  return jsonResponse(body, 200, date);
}

export function failureResponse(f: Failure, date: Date): Response {
  return jsonResponse(
    { success: false, state: f.state, msg: f.message, data: null },
    f.httpStatus,
    date,
  );
}

/** Plain JSON (no envelope) for the /__sandbox control endpoints. */
export function controlJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body, null, 2), {
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
  });
}
