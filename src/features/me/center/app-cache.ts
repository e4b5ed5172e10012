/**
 * What "cache" means on the Me and settings screens (§2.3, §8, §9): everything this app keeps in
 * browser storage (local and session) and in Cache Storage, except the login itself (login info,
 * tokens, role choice, permission maps) and the device id the server knows this phone by. Clearing
 * it keeps the driver logged in; the size is counted in bytes and shown in KB.
 */
import { config } from '@/config';
import { DEVICE_ID_STORAGE_KEY } from '@/lib/bridge/device-id';
import { IS_CAPTAIN_STORAGE_KEY, LOGIN_INFO_STORAGE_KEY } from '@/stores/session';
import { PERMISSIONS_STORAGE_KEY, ROLES_STORAGE_KEY } from '@/stores/permissions';

function keptKeys(): ReadonlySet<string> {
  return new Set([
    LOGIN_INFO_STORAGE_KEY,
    IS_CAPTAIN_STORAGE_KEY,
    PERMISSIONS_STORAGE_KEY,
    ROLES_STORAGE_KEY,
    config.tokenStorageKey,
    `${config.tokenStorageKey}_rt`,
    `${config.tokenStorageKey}_remember`,
    DEVICE_ID_STORAGE_KEY,
  ]);
}

/** Keys that belong to the development sandbox's fake server, not to the app. */
const isSandboxKey = (key: string) => key.startsWith('sandbox:');

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (typeof window !== 'undefined' && window[kind]) found.push(window[kind]);
    } catch {
      // Storage disabled in this WebView: nothing is cached there.
    }
  }
  return found;
}

function cachedKeys(store: Storage): string[] {
  const kept = keptKeys();
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null && !kept.has(key) && !isSandboxKey(key)) keys.push(key);
  }
  return keys;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Bytes of the cached entries: storage strings are UTF-16 (2 bytes a character). */
export async function measureAppCache(): Promise<number> {
  let bytes = 0;
  for (const store of storages()) {
    for (const key of cachedKeys(store))
      bytes += (key.length + (store.getItem(key)?.length ?? 0)) * 2;
  }
  const cs = cacheStorage();
  if (cs) {
    for (const name of await cs.keys()) {
      const cache = await cs.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response) bytes += (await response.blob()).size;
      }
    }
  }
  return bytes;
}

/** Removes every cached entry; the login and the device id stay. */
export async function clearAppCache(): Promise<void> {
  for (const store of storages()) {
    for (const key of cachedKeys(store)) store.removeItem(key);
  }
  const cs = cacheStorage();
  if (cs) await Promise.all((await cs.keys()).map((name) => cs.delete(name)));
}
