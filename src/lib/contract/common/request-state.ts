/**
 * The state of a write sent with an idempotency key (the platform's request ledger; the spec leaves
 * it open). After a time-out or a lost connection the app does not post again blindly: it asks what
 * became of its key. `done` carries the first answer exactly as it was (success with its data, or
 * the refusal with its message); `unknown` means the write never arrived, so it is safe to send it
 * again with the same key; `running` means it is still being done.
 */
import { endpoint } from '../endpoint';

export interface RequestStateQuery {
  idempotencyKey: string;
  /** The write's full path, e.g. /api/fcc/refundApplicationDMC/add. */
  path: string;
}

export type RequestState =
  | { state: 'unknown' }
  | { state: 'running' }
  | { state: 'done'; success: true; data: unknown }
  | { state: 'done'; success: false; msg: string; code: number };

export const requestState = {
  get: endpoint<RequestStateQuery, RequestState>('fcc', 'requestState/get'),
} as const;
