import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SECONDS_THRESHOLD,
  createExpiringStorage,
  isExpired,
  resolveExpiry,
  type StorageLike,
} from '@/lib/domain/storage-expiry';

const NOW = 1_750_000_000_000;

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

class BrokenStorage implements StorageLike {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

describe('resolveExpiry (§9)', () => {
  it('0 means the session', () => {
    expect(resolveExpiry(0, NOW)).toEqual({ kind: 'session' });
  });

  it('under 31,536,000 counts as seconds from now', () => {
    expect(SECONDS_THRESHOLD).toBe(31_536_000);
    expect(resolveExpiry(1, NOW)).toEqual({ kind: 'until', atMs: NOW + 1000 });
    expect(resolveExpiry(2_626_560, NOW)).toEqual({ kind: 'until', atMs: NOW + 2_626_560_000 });
    expect(resolveExpiry(31_535_999, NOW)).toEqual({ kind: 'until', atMs: NOW + 31_535_999_000 });
  });

  it('31,536,000 and above is an absolute time in milliseconds', () => {
    expect(resolveExpiry(31_536_000, NOW)).toEqual({ kind: 'until', atMs: 31_536_000 });
    expect(resolveExpiry(NOW + 5000, NOW)).toEqual({ kind: 'until', atMs: NOW + 5000 });
  });

  it('treats negative or non-numeric expiries as the session', () => {
    expect(resolveExpiry(-1, NOW)).toEqual({ kind: 'session' });
    expect(resolveExpiry(Number.NaN, NOW)).toEqual({ kind: 'session' });
    expect(resolveExpiry(Number.POSITIVE_INFINITY, NOW)).toEqual({ kind: 'session' });
  });

  it('isExpired is true from the expiry instant on, never for the session', () => {
    expect(isExpired({ kind: 'until', atMs: NOW }, NOW - 1)).toBe(false);
    expect(isExpired({ kind: 'until', atMs: NOW }, NOW)).toBe(true);
    expect(isExpired({ kind: 'session' }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('property: classification by range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        (expire, now) => {
          const r = resolveExpiry(expire, now);
          if (expire <= 0) expect(r).toEqual({ kind: 'session' });
          else if (expire < 31_536_000)
            expect(r).toEqual({ kind: 'until', atMs: now + expire * 1000 });
          else expect(r).toEqual({ kind: 'until', atMs: expire });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('createExpiringStorage', () => {
  const setup = () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    let now = NOW;
    const storage = createExpiringStorage(local, session, () => now);
    return { local, session, storage, advance: (ms: number) => (now += ms) };
  };

  it('writes expire 0 to session storage with no expiry', () => {
    const { local, session, storage, advance } = setup();
    expect(storage.set('info', { name: '张三' })).toBe(true);
    expect(session.items.has('info')).toBe(true);
    expect(local.items.has('info')).toBe(false);
    advance(1e12);
    expect(storage.get('info')).toEqual({ name: '张三' });
  });

  it('keeps a value for N seconds in local storage, then drops it', () => {
    const { local, storage, advance } = setup();
    storage.set('camera', true, 60);
    expect(local.items.has('camera')).toBe(true);
    advance(59_999);
    expect(storage.get('camera')).toBe(true);
    advance(1);
    expect(storage.get('camera')).toBeNull();
    expect(local.items.has('camera')).toBe(false);
  });

  it('keeps a value until an absolute time', () => {
    const { storage, advance } = setup();
    storage.set('k', 'v', NOW + 10_000);
    advance(9_999);
    expect(storage.get('k')).toBe('v');
    advance(1);
    expect(storage.get('k')).toBeNull();
  });

  it('moves a key between the two stores and removes it from both', () => {
    const { local, session, storage } = setup();
    storage.set('k', 1, 60);
    storage.set('k', 2);
    expect(local.items.has('k')).toBe(false);
    expect(storage.get('k')).toBe(2);
    storage.set('k', 3, 60);
    expect(session.items.has('k')).toBe(false);
    expect(storage.get('k')).toBe(3);
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('treats corrupt or foreign entries as absent and removes them', () => {
    const { local, session, storage } = setup();
    for (const raw of [
      '{not json',
      'null',
      '"text"',
      '42',
      '{"expireAt":null}',
      '{"value":1,"expireAt":"x"}',
    ]) {
      local.setItem('k', raw);
      expect(storage.get('k')).toBeNull();
      expect(local.items.has('k')).toBe(false);
    }
    session.setItem('k', JSON.stringify({ value: 'ok', expireAt: null }));
    expect(storage.get('k')).toBe('ok');
  });

  it('never throws when the browser refuses storage access', () => {
    const storage = createExpiringStorage(new BrokenStorage(), new BrokenStorage(), () => NOW);
    expect(storage.set('k', 1)).toBe(false);
    expect(storage.set('k', 1, 60)).toBe(false);
    expect(storage.get('k')).toBeNull();
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('property: a stored value reads back until its expiry and not after', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.oneof(
          fc.constant(0),
          fc.integer({ min: 1, max: 31_535_999 }),
          fc.integer({ min: NOW + 1, max: NOW + 1e10 }),
        ),
        fc.integer({ min: 0, max: 2e10 }),
        (value, expire, wait) => {
          const { storage, advance } = setup();
          storage.set('k', value, expire);
          const expiry = resolveExpiry(expire, NOW);
          advance(wait);
          const alive = !isExpired(expiry, NOW + wait);
          // JSON drops -0 and undefined the same way on the way in and out.
          expect(storage.get('k')).toEqual(alive ? JSON.parse(JSON.stringify(value)) : null);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
