/**
 * The arguments of a control request (`/__sandbox/<area>/*`), checked the same way in every area: a
 * missing or malformed one is a 400, an unknown driver a 404, each with a message the tester reads.
 */
import type { Db } from '../store/db';
import { ControlError, notFound, type HttpInput } from './op';

export type Body = Record<string, unknown>;

/** The JSON body of a POST. */
export const body = (input: HttpInput) => input.body<Body>();

/** A non-empty string, trimmed. */
export function need(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ControlError(400, { error: `${what} is required` });
  }
  return value.trim();
}

/** An amount in fen: a positive integer. */
export function fen(value: unknown, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) {
    throw new ControlError(400, { error: `${what} (fen, a positive integer) is required` });
  }
  return n;
}

/** The driver with this mobile. */
export function driverOf(db: Db, mobile: string) {
  const user = db.ask('userByMobile', mobile);
  if (!user) throw notFound(`driver ${mobile}`);
  return user;
}
