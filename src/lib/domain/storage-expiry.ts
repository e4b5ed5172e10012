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

/**
 * Store a value: `expire` 0 writes to `session`, otherwise to `local` with an expiry time.
 * Reading checks both, dropping expired entries.
 */
export function createExpiringStorage(local: StorageLike, session: StorageLike, now: () => number = Date.now) {
  return {
    set<T>(key: string, value: T, expire = 0): void {
      const resolved = resolveExpiry(expire, now());
      const target = resolved.kind === 'session' ? session : local;
      const other = resolved.kind === 'session' ? local : session;
      other.removeItem(key);
      const stored: Stored<T> = { value, expireAt: resolved.kind === 'until' ? resolved.atMs : null };
      target.setItem(key, JSON.stringify(stored));
    },
    get<T>(key: string): T | null {
      for (const store of [session, local]) {
        const raw = store.getItem(key);
        if (raw === null) continue;
        try {
          const stored = JSON.parse(raw) as Stored<T>;
          if (stored.expireAt !== null && now() >= stored.expireAt) {
            store.removeItem(key);
            continue;
          }
          return stored.value;
        } catch {
          store.removeItem(key);
        }
      }
      return null;
    },
    remove(key: string): void {
      local.removeItem(key);
      session.removeItem(key);
    },
  };
}

export type ExpiringStorage = ReturnType<typeof createExpiringStorage>;
