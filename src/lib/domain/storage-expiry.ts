/**
 * Browser-storage expiry (§9): 0 means session storage; a value under 31,536,000 counts as seconds
 * from now; anything larger is an absolute time in milliseconds since the epoch.
 */
export const SECONDS_THRESHOLD = 31_536_000;

export type StorageExpiry = { kind: 'session' } | { kind: 'until'; atMs: number };

export function resolveExpiry(expire: number, nowMs: number): StorageExpiry {
  if (!Number.isFinite(expire) || expire <= 0) return { kind: 'session' };
  if (expire < SECONDS_THRESHOLD) return { kind: 'until', atMs: nowMs + expire * 1000 };
  return { kind: 'until', atMs: expire };
}

export function isExpired(expiry: StorageExpiry, nowMs: number): boolean {
  return expiry.kind === 'until' && nowMs >= expiry.atMs;
}

interface Stored<T> {
  value: T;
  /** Absolute expiry in ms, or null for no expiry. */
  expireAt: number | null;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A stored entry of ours, or null for anything else found under the key (foreign or corrupt). */
function readStored<T>(raw: string): Stored<T> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) return null;
    const { expireAt } = parsed as { expireAt?: unknown };
    if (expireAt !== null && (typeof expireAt !== 'number' || !Number.isFinite(expireAt)))
      return null;
    return parsed as Stored<T>;
  } catch {
    return null;
  }
}

/** Storage access throws in some sandboxed WebViews; a read failure is treated as "nothing stored". */
function safeGet(store: StorageLike, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function safeRemove(store: StorageLike, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to undo: the entry is unreachable either way.
  }
}

/**
 * Store a value: `expire` 0 writes to `session`, otherwise to `local` with an expiry time.
 * Reading checks both, dropping expired entries.
 */
export function createExpiringStorage(
  local: StorageLike,
  session: StorageLike,
  now: () => number = Date.now,
) {
  return {
    /** False when the browser refused the write (quota, private mode); the caller keeps working. */
    set<T>(key: string, value: T, expire = 0): boolean {
      const resolved = resolveExpiry(expire, now());
      const target = resolved.kind === 'session' ? session : local;
      const other = resolved.kind === 'session' ? local : session;
      const stored: Stored<T> = {
        value,
        expireAt: resolved.kind === 'until' ? resolved.atMs : null,
      };
      safeRemove(other, key);
      try {
        target.setItem(key, JSON.stringify(stored));
        return true;
      } catch {
        return false;
      }
    },
    get<T>(key: string): T | null {
      for (const store of [session, local]) {
        const raw = safeGet(store, key);
        if (raw === null) continue;
        const stored = readStored<T>(raw);
        if (stored === null || (stored.expireAt !== null && now() >= stored.expireAt)) {
          safeRemove(store, key);
          continue;
        }
        return stored.value;
      }
      return null;
    },
    remove(key: string): void {
      safeRemove(local, key);
      safeRemove(session, key);
    },
  };
}

export type ExpiringStorage = ReturnType<typeof createExpiringStorage>;
