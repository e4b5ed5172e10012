import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { tokens } from '@/lib/http/tokens';
import {
  createMemoryStorage,
  setStorageBackends,
  type StorageLike,
} from '@/lib/storage/browser-storage';
import { jwt } from './support';

let local: StorageLike;
let session: StorageLike;
const key = config.tokenStorageKey;

function stored(store: StorageLike, k: string): { value: unknown; expireAt: number | null } | null {
  const raw = store.getItem(k);
  return raw === null ? null : (JSON.parse(raw) as { value: unknown; expireAt: number | null });
}

function expOf(token: string): number {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number })
    .exp;
}

beforeEach(() => {
  local = createMemoryStorage();
  session = createMemoryStorage();
  setStorageBackends({ local, session });
});
afterEach(() => vi.useRealTimers());

describe('tokens', () => {
  it('without remember-me keeps both tokens in session storage only', () => {
    const pair = { at: jwt(7200), rt: jwt(604_800) };
    tokens.save(pair, false);
    expect(stored(session, key)?.value).toBe(pair.at);
    expect(stored(session, `${key}_rt`)).toEqual({ value: pair.rt, expireAt: null });
    expect(local.getItem(key)).toBeNull();
    expect(local.getItem(`${key}_rt`)).toBeNull();
    expect(local.getItem(`${key}_remember`)).toBeNull();
    expect(tokens.isRemembered()).toBe(false);
    expect(tokens.persistence()).toBe(0);
  });

  it('with remember-me keeps the refresh token in local storage until its own expiry (absolute ms)', () => {
    const pair = { at: jwt(7200), rt: jwt(604_800) };
    tokens.save(pair, true);
    expect(stored(local, `${key}_rt`)).toEqual({ value: pair.rt, expireAt: expOf(pair.rt) * 1000 });
    expect(stored(local, key)).toEqual({ value: pair.at, expireAt: expOf(pair.at) * 1000 });
    expect(stored(local, `${key}_remember`)).toEqual({
      value: true,
      expireAt: expOf(pair.rt) * 1000,
    });
    expect(session.getItem(`${key}_rt`)).toBeNull();
    expect(tokens.isRemembered()).toBe(true);
    expect(tokens.persistence()).toBe(expOf(pair.rt) * 1000);
  });

  it('a remembered login survives a relaunch (new session storage) and ends with the refresh token', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pair = { at: jwt(7200), rt: jwt(604_800) };
    tokens.save(pair, true);
    setStorageBackends({ local, session: createMemoryStorage() });
    expect(tokens.getRefresh()).toBe(pair.rt);
    expect(tokens.getAccess()).toBe(pair.at);
    vi.setSystemTime(Date.now() + 7200_000);
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBe(pair.rt);
    vi.setSystemTime(expOf(pair.rt) * 1000);
    expect(tokens.getRefresh()).toBeNull();
    expect(tokens.isRemembered()).toBe(false);
  });

  it('a session-only login is gone after a relaunch', () => {
    tokens.save({ at: jwt(7200), rt: jwt(604_800) }, false);
    setStorageBackends({ local, session: createMemoryStorage() });
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(tokens.authorization()).toBeNull();
  });

  it('switching from remember-me to a session-only login forgets the persisted tokens', () => {
    tokens.save({ at: jwt(7200), rt: jwt(604_800) }, true);
    const pair = { at: jwt(7200, '7'), rt: jwt(604_800, '7') };
    tokens.save(pair, false);
    expect(local.getItem(`${key}_rt`)).toBeNull();
    expect(local.getItem(`${key}_remember`)).toBeNull();
    expect(tokens.getRefresh()).toBe(pair.rt);
  });

  it('authorization() is `Bearer <at>`, or null when no token is stored', () => {
    expect(tokens.authorization()).toBeNull();
    const at = jwt(7200);
    tokens.save({ at, rt: jwt(604_800) }, false);
    expect(tokens.authorization()).toBe(`Bearer ${at}`);
  });

  it('clear() removes both tokens and the remember-me flag from both storages', () => {
    tokens.save({ at: jwt(7200), rt: jwt(604_800) }, true);
    tokens.clear();
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(tokens.isRemembered()).toBe(false);
    for (const k of [key, `${key}_rt`, `${key}_remember`]) {
      expect(local.getItem(k)).toBeNull();
      expect(session.getItem(k)).toBeNull();
    }
  });

  it('an unreadable token with remember-me is kept for the session only', () => {
    tokens.save({ at: 'not-a-jwt', rt: 'also-not' }, true);
    expect(session.getItem(`${key}_rt`)).not.toBeNull();
    expect(local.getItem(`${key}_rt`)).toBeNull();
    expect(tokens.getRefresh()).toBe('also-not');
  });
});
