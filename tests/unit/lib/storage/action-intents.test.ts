/**
 * The intent store: one idempotency key per intended action (endpoint + what it asks for, never the
 * SMS code or secret), kept in localStorage across reloads until its outcome is known, then gone;
 * an old or damaged entry never crashes and never stands for a new action.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTION_INTENTS_STORAGE_KEY,
  createActionIntents,
  identityOf,
  INTENT_TTL_MS,
  intentId,
} from '@/lib/storage/action-intents';
import { createMemoryStorage, localStore, setStorageBackends } from '@/lib/storage/browser-storage';

const ADD = '/api/fcc/refundApplicationDMC/add';
const PUSH = '/api/fcc/gdOliOrder/push';
const WITHDRAWAL = { waybillId: 'WB0001', amount: 10_000, bankCardId: 'C0001', code: '123456' };

let clock = 1_700_000_000_000;
let n = 0;
/** A store as the app has it after a reload: the same localStorage, nothing in memory. */
const reloaded = () =>
  createActionIntents(
    () => clock,
    () => `key-${(n += 1)}`,
  );

beforeEach(() => {
  setStorageBackends({ local: createMemoryStorage(), session: createMemoryStorage() });
  clock = 1_700_000_000_000;
  n = 0;
});

describe('identityOf', () => {
  it('leaves out the proof (SMS code, password, payment key and secret), keeps the intent', () => {
    expect(identityOf(WITHDRAWAL)).toEqual({
      waybillId: 'WB0001',
      amount: 10_000,
      bankCardId: 'C0001',
    });
    expect(
      identityOf({ stationId: 'S1', amount: 30_000, keyId: 'K1', secret: 'enc', password: 'p' }),
    ).toEqual({ stationId: 'S1', amount: 30_000 });
  });

  it('one identity whatever the order of its fields; another amount is another intent', () => {
    expect(intentId(ADD, { a: 1, b: [2, { d: 4, c: 3 }] })).toBe(
      intentId(ADD, { b: [2, { c: 3, d: 4 }], a: 1 }),
    );
    expect(intentId(ADD, identityOf(WITHDRAWAL))).toBe(
      intentId(ADD, identityOf({ ...WITHDRAWAL, code: '654321' })),
    );
    expect(intentId(ADD, identityOf(WITHDRAWAL))).not.toBe(
      intentId(ADD, identityOf({ ...WITHDRAWAL, amount: 10_001 })),
    );
    expect(intentId(ADD, { id: 'W1' })).not.toBe(intentId(PUSH, { id: 'W1' }));
  });
});

describe('actionIntents', () => {
  it('a new intent gets a new pending key, kept in localStorage', () => {
    const intents = reloaded();
    expect(intents.open(ADD, identityOf(WITHDRAWAL))).toEqual({
      key: 'key-1',
      status: 'pending',
      expiresAt: clock + INTENT_TTL_MS,
      resumed: false,
    });
    const stored = JSON.parse(localStore.getItem(ACTION_INTENTS_STORAGE_KEY)!) as object;
    expect(Object.values(stored)).toEqual([
      { key: 'key-1', status: 'pending', expiresAt: clock + INTENT_TTL_MS },
    ]);
  });

  it('after a lost answer, a reload and a new code: the same key, resumed and unknown', () => {
    const first = reloaded();
    const { key } = first.open(ADD, identityOf(WITHDRAWAL));
    first.markUnknown(ADD, identityOf(WITHDRAWAL));

    clock += 3_600_000;
    const later = reloaded().open(ADD, identityOf({ ...WITHDRAWAL, code: '999999' }));
    expect(later).toMatchObject({ key, status: 'unknown', resumed: true });
  });

  it('settled (the outcome known): gone, and the same intent again is a new action', () => {
    const intents = reloaded();
    const { key } = intents.open(ADD, identityOf(WITHDRAWAL));
    intents.settle(ADD, identityOf(WITHDRAWAL));
    expect(intents.find(ADD, identityOf(WITHDRAWAL))).toBeNull();
    expect(localStore.getItem(ACTION_INTENTS_STORAGE_KEY)).toBeNull();
    const next = intents.open(ADD, identityOf(WITHDRAWAL));
    expect(next.key).not.toBe(key);
    expect(next.resumed).toBe(false);
  });

  it('intents of other actions are untouched by one settling', () => {
    const intents = reloaded();
    intents.open(ADD, identityOf(WITHDRAWAL));
    const fuel = intents.open(PUSH, { stationId: 'S1', amount: 30_000 });
    intents.settle(ADD, identityOf(WITHDRAWAL));
    expect(reloaded().find(PUSH, { stationId: 'S1', amount: 30_000 })?.key).toBe(fuel.key);
  });

  it('expires with the server’s memory of the key (24 h)', () => {
    const intents = reloaded();
    const { key } = intents.open(ADD, identityOf(WITHDRAWAL));
    clock += INTENT_TTL_MS - 1;
    expect(reloaded().find(ADD, identityOf(WITHDRAWAL))?.key).toBe(key);
    clock += 1;
    expect(reloaded().find(ADD, identityOf(WITHDRAWAL))).toBeNull();
    expect(reloaded().open(ADD, identityOf(WITHDRAWAL))).toMatchObject({ resumed: false });
  });

  it('damaged storage never crashes: bad JSON or bad entries read as no intent', () => {
    localStore.setItem(ACTION_INTENTS_STORAGE_KEY, '{not json');
    expect(reloaded().find(ADD, identityOf(WITHDRAWAL))).toBeNull();
    const id = intentId(ADD, identityOf(WITHDRAWAL));
    localStore.setItem(
      ACTION_INTENTS_STORAGE_KEY,
      JSON.stringify({ [id]: { key: '', status: 'pending', expiresAt: clock + 1 }, other: 5 }),
    );
    expect(reloaded().find(ADD, identityOf(WITHDRAWAL))).toBeNull();
    expect(reloaded().open(ADD, identityOf(WITHDRAWAL))).toMatchObject({ key: 'key-1' });
  });
});
