/**
 * Intended actions (a withdrawal, a grab, a fuel order, an entrustment, a premium, a receipt: every
 * `idempotent` endpoint) and their idempotency keys, kept in localStorage so the key lives with the
 * action, not with the screen. An intent is what the driver means to do — the endpoint and the
 * action's business identity (which waybills, how much, to which card) — never the proof he gives
 * for it: an SMS code, a password or an encrypted secret may change between tries of one intent.
 *
 * A write opens its intent (the kept key, or a new one, `pending`), marks it `unknown` when the
 * answer was lost on the way, and settles it (removes it) once the outcome is known — done or
 * refused. An intent found open again, in this visit or after a reload, is one whose outcome the app
 * does not know: the caller asks the server what became of the key before anything is sent again.
 * Intents expire with the server's memory of the key (24 h).
 */
import { newIdempotencyKey } from '@/lib/outbox/keys';
import { localStore } from './browser-storage';

export const ACTION_INTENTS_STORAGE_KEY = 'driver_action_intents';
/** The server keeps a key's answer this long; an older intent is a new action. */
export const INTENT_TTL_MS = 24 * 3600_000;

/** Proof of who asks, not part of what is asked: left out of an intent's identity. */
const CREDENTIAL_FIELDS = ['code', 'password', 'keyId', 'secret'] as const;

export type IntentStatus = 'pending' | 'unknown';

export interface ActionIntent {
  key: string;
  status: IntentStatus;
  /** ms since the epoch. */
  expiresAt: number;
}

export interface OpenedIntent extends ActionIntent {
  /** The intent was open already: its outcome is not known, ask before sending. */
  resumed: boolean;
}

type Table = Record<string, ActionIntent>;

function isIntent(value: unknown): value is ActionIntent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ActionIntent>;
  return (
    typeof v.key === 'string' &&
    v.key !== '' &&
    (v.status === 'pending' || v.status === 'unknown') &&
    typeof v.expiresAt === 'number' &&
    Number.isFinite(v.expiresAt)
  );
}

/** JSON with object keys sorted, so one identity always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The identity of the action a payload asks for: the payload without its credentials. */
export function identityOf(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const rest: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const field of CREDENTIAL_FIELDS) delete rest[field];
  return rest;
}

/** Where an intent is kept: the endpoint's path and its identity. */
export function intentId(path: string, identity: unknown): string {
  return `${path} ${canonical(identity)}`;
}

function read(now: number): Table {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStore.getItem(ACTION_INTENTS_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const table: Table = {};
  for (const [id, intent] of Object.entries(parsed as Record<string, unknown>)) {
    if (isIntent(intent) && intent.expiresAt > now) table[id] = intent;
  }
  return table;
}

function write(table: Table): void {
  if (Object.keys(table).length === 0) localStore.removeItem(ACTION_INTENTS_STORAGE_KEY);
  else localStore.setItem(ACTION_INTENTS_STORAGE_KEY, JSON.stringify(table));
}

export interface ActionIntents {
  /** The open intent, or null (never opened, settled or expired). */
  find(path: string, identity: unknown): ActionIntent | null;
  /** The intent's key: the kept one (`resumed`), or a new `pending` one. */
  open(path: string, identity: unknown): OpenedIntent;
  /** The answer was lost: the outcome is unknown until the server is asked. */
  markUnknown(path: string, identity: unknown): void;
  /** The outcome is known (done or refused): the next such action is a new one. */
  settle(path: string, identity: unknown): void;
}

export function createActionIntents(
  now: () => number = () => Date.now(),
  newKey: () => string = newIdempotencyKey,
): ActionIntents {
  return {
    find(path, identity) {
      return read(now())[intentId(path, identity)] ?? null;
    },
    open(path, identity) {
      const table = read(now());
      const id = intentId(path, identity);
      const kept = table[id];
      if (kept) return { ...kept, resumed: true };
      const intent: ActionIntent = {
        key: newKey(),
        status: 'pending',
        expiresAt: now() + INTENT_TTL_MS,
      };
      table[id] = intent;
      write(table);
      return { ...intent, resumed: false };
    },
    markUnknown(path, identity) {
      const table = read(now());
      const id = intentId(path, identity);
      const kept = table[id];
      if (!kept) return;
      table[id] = { ...kept, status: 'unknown' };
      write(table);
    },
    settle(path, identity) {
      const table = read(now());
      const id = intentId(path, identity);
      if (!(id in table)) return;
      delete table[id];
      write(table);
    },
  };
}

/** The app's intents, in localStorage (memory where there is none). */
export const actionIntents: ActionIntents = createActionIntents();
