/**
 * Side effects of the HTTP client are injected by the app: lib cannot import antd-mobile, the router
 * or the native bridge. Until the app sets them they do nothing.
 */
import type { AnyEndpoint } from '@/lib/contract/endpoint';
import type { TrackingEvent } from '@/lib/tracking/tracking-event';

export interface HttpHooks {
  /** Toast: request errors (HTTP status, time-out, network, non-JSON; 5000 ms), the clock warning. */
  toast(message: string, durationMs: number): void;
  /** A dialog with the message and one confirm button: failed response states (§8). */
  alert(message: string): void;
  /** 505001, after the stored authorization was cleared: 登录过期 dialog → login. */
  loginExpired(): void;
  /** HTTP 401, 10000000003, refresh failure. */
  logout(): void;
  /** Network-error analytics (5001/5002). */
  track(event: TrackingEvent): void;
  location(): { longitude: number; latitude: number } | null;
  device(): { deviceId: string; appBrand: string; appVersion: string };
  /** Something to await before a request is built (the device headers at start-up), or null. */
  beforeSend(): Promise<void> | null;
  /**
   * A write that states its `changes` was done, or may have been (its answer was lost): the query
   * cache reads what it changed again (lib/query/write-changes) — at once where it is on screen
   * (`active`), or when next shown (`none`, the call's `staleOnly`).
   */
  written(ep: AnyEndpoint, refetch: 'active' | 'none'): void;
}

/** The server expects this spelling when the brand is unknown. */
export const UNKNOWN_APP_BRAND = 'unkown';

function defaults(): HttpHooks {
  return {
    toast: () => {},
    alert: () => {},
    loginExpired: () => {},
    logout: () => {},
    track: () => {},
    location: () => null,
    device: () => ({ deviceId: '', appBrand: UNKNOWN_APP_BRAND, appVersion: '' }),
    beforeSend: () => null,
    written: () => {},
  };
}

let current: HttpHooks = defaults();

export function setHttpHooks(h: Partial<HttpHooks>): void {
  current = { ...current, ...h };
}

/** Back to the do-nothing hooks (tests). */
export function resetHttpHooks(): void {
  current = defaults();
}

/** Read at call time so hooks set after a request started still apply. */
export function httpHooks(): HttpHooks {
  return current;
}
