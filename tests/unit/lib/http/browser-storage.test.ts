import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appStorage,
  createMemoryStorage,
  localStore,
  sessionStore,
  setStorageBackends,
  type StorageLike,
} from '@/lib/storage/browser-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('browser storage adapter', () => {
  it('works in node without window, in memory', () => {
    expect(typeof window).toBe('undefined');
    localStore.setItem('a', '1');
    sessionStore.setItem('b', '2');
    expect(localStore.getItem('a')).toBe('1');
    expect(sessionStore.getItem('b')).toBe('2');
    expect(localStore.getItem('b')).toBeNull();
  });

  it('uses window.localStorage / sessionStorage when the browser has them', async () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    vi.resetModules();
    const fresh = await import('@/lib/storage/browser-storage');
    fresh.localStore.setItem('k', 'local');
    fresh.sessionStore.setItem('k', 'session');
    expect(local.getItem('k')).toBe('local');
    expect(session.getItem('k')).toBe('session');
  });

  it('falls back to memory when the WebView throws on storage access', async () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('window', { localStorage: throwing, sessionStorage: throwing });
    vi.resetModules();
    const fresh = await import('@/lib/storage/browser-storage');
    fresh.localStore.setItem('k', 'v');
    expect(fresh.localStore.getItem('k')).toBe('v');
  });

  it('never throws when an injected backend does', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
      removeItem: () => {
        throw new Error('x');
      },
    };
    setStorageBackends({ local: throwing, session: throwing });
    expect(() => appStorage.set('k', 1, 60)).not.toThrow();
    expect(appStorage.get('k')).toBeNull();
    expect(() => appStorage.remove('k')).not.toThrow();
  });

  it('appStorage: 0 = session, under 31,536,000 = seconds, otherwise absolute ms', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    setStorageBackends({ local, session });
    appStorage.set('s', 'x', 0);
    appStorage.set('sec', 'y', 60);
    appStorage.set('abs', 'z', Date.now() + 120_000);
    expect(session.getItem('s')).not.toBeNull();
    expect(local.getItem('sec')).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(appStorage.get('sec')).toBeNull();
    expect(appStorage.get('abs')).toBe('z');
    vi.setSystemTime(Date.now() + 60_000);
    expect(appStorage.get('abs')).toBeNull();
    expect(appStorage.get('s')).toBe('x');
  });
});
