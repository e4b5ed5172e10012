/**
 * Access (`at`) and refresh (`rt`) JWTs in browser storage (§3, §4). Without remember-me both live in
 * session storage; with it they live in local storage until their own expiry, so a relaunch of the
 * WebView can refresh instead of asking for a new login.
 */
import { config } from '@/config';
import type { TokenPair } from '@/lib/contract/account/auth';
import { decodeToken } from '@/lib/domain/token';
import { appStorage } from '@/lib/storage/browser-storage';
import { sessionStarted } from './session-end';

const atKey = () => config.tokenStorageKey;
const rtKey = () => `${config.tokenStorageKey}_rt`;
const rememberKey = () => `${config.tokenStorageKey}_remember`;

/** Storage expiry for a token: its `exp` as absolute ms, or 0 (session) when unreadable. */
function lifetimeOf(token: string): number {
  const claims = decodeToken(token);
  return claims ? claims.exp * 1000 : 0;
}

export const tokens = {
  getAccess(): string | null {
    return appStorage.get<string>(atKey()) || null;
  },
  getRefresh(): string | null {
    return appStorage.get<string>(rtKey()) || null;
  },
  save(pair: TokenPair, rememberMe: boolean): void {
    if (rememberMe) {
      const rtLifetime = lifetimeOf(pair.rt);
      appStorage.set(atKey(), pair.at, lifetimeOf(pair.at));
      appStorage.set(rtKey(), pair.rt, rtLifetime);
      appStorage.set(rememberKey(), true, rtLifetime);
    } else {
      appStorage.set(atKey(), pair.at, 0);
      appStorage.set(rtKey(), pair.rt, 0);
      appStorage.remove(rememberKey());
    }
    sessionStarted();
  },
  clear(): void {
    appStorage.remove(atKey());
    appStorage.remove(rtKey());
    appStorage.remove(rememberKey());
  },
  /** Authorization header value. */
  authorization(): string | null {
    const at = tokens.getAccess();
    return at ? `Bearer ${at}` : null;
  },
  /** Whether the login chose remember-me (a refresh keeps the choice). */
  isRemembered(): boolean {
    return appStorage.get<boolean>(rememberKey()) === true;
  },
  /**
   * Expiry for data that should live exactly as long as the login (login info, permissions):
   * the refresh token's expiry with remember-me, otherwise 0 (session).
   */
  persistence(): number {
    const rt = tokens.getRefresh();
    return rt && tokens.isRemembered() ? lifetimeOf(rt) : 0;
  },
};
