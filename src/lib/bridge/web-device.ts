/** Device identity in the browser: what the app would tell, as far as a browser can know it. */
import { platformFromUserAgent } from './capabilities';
import type { BridgeHost } from './host';
import type { BridgeResult } from './protocol';

/** The key src/app/device-info.ts used before the bridge existed: drivers keep their device id. */
export const DEVICE_ID_STORAGE_KEY = 'driver_device_id';
/** The brand the server expects when it is not known (sic). */
export const UNKNOWN_BRAND = 'unkown';

function newDeviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `h5-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function createDeviceIds(host: BridgeHost) {
  // Storage may throw (private mode, disabled); then the id lasts for this page only.
  let memory: string | null = null;
  return function getDeviceId(): BridgeResult<'getDeviceId'> {
    let stored: string | null = null;
    try {
      stored = host.localStorage?.getItem(DEVICE_ID_STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    if (stored) return { deviceId: stored };
    memory ??= newDeviceId();
    try {
      host.localStorage?.setItem(DEVICE_ID_STORAGE_KEY, memory);
    } catch {
      // Kept in memory only.
    }
    return { deviceId: memory };
  };
}

export function getBrand(): BridgeResult<'getBrand'> {
  return { brand: UNKNOWN_BRAND, model: '' };
}

export function getAppVersion(host: BridgeHost): BridgeResult<'getAppVersion'> {
  return { version: '', platform: platformFromUserAgent(host.navigator?.userAgent) };
}
