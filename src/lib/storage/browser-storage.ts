/**
 * Browser storage that also works where there is none: node unit tests, build-time prerendering, and
 * WebViews that throw on `localStorage` access (private mode, disabled storage). Reads and writes go
 * through delegates so tests can swap the backends after modules have been imported.
 */
import { createExpiringStorage, type StorageLike } from '@/lib/domain/storage-expiry';

export type { StorageLike };

export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

function detect(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    const store = window[kind];
    const probe = '__storage_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

let localBackend: StorageLike | null = null;
let sessionBackend: StorageLike | null = null;

function local(): StorageLike {
  localBackend ??= detect('localStorage') ?? createMemoryStorage();
  return localBackend;
}

function session(): StorageLike {
  sessionBackend ??= detect('sessionStorage') ?? createMemoryStorage();
  return sessionBackend;
}

function delegate(target: () => StorageLike): StorageLike {
  return {
    getItem: (key) => {
      try {
        return target().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        target().setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value simply is not cached.
      }
    },
    removeItem: (key) => {
      try {
        target().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}

/** `localStorage`, or memory when unavailable. */
export const localStore: StorageLike = delegate(local);
/** `sessionStorage`, or memory when unavailable. */
export const sessionStore: StorageLike = delegate(session);

/**
 * Values with an expiry (§9): `set(key, value, 0)` keeps it for the session, under 31,536,000 it
 * counts as seconds, otherwise as an absolute time in ms.
 */
export const appStorage = createExpiringStorage(localStore, sessionStore, () => Date.now());

/** Replace the backends (tests, or a native-bridge storage); omitted ones get fresh memory storage. */
export function setStorageBackends(
  backends: { local?: StorageLike; session?: StorageLike } = {},
): void {
  localBackend = backends.local ?? createMemoryStorage();
  sessionBackend = backends.session ?? createMemoryStorage();
}
