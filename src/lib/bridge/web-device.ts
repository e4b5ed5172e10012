/** Device identity in the browser: what the app would tell, as far as a browser can know it. */
import { platformFromUserAgent } from './capabilities';
import type { BridgeHost } from './host';
import { UNKNOWN_APP_BRAND } from '@/lib/http/hooks';
import { DEVICE_ID_STORAGE_KEY, newDeviceId } from './device-id';
import type { BridgeResult } from './protocol';

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
  return { brand: UNKNOWN_APP_BRAND, model: '' };
}

export function getAppVersion(host: BridgeHost): BridgeResult<'getAppVersion'> {
  return { version: '', platform: platformFromUserAgent(host.navigator?.userAgent) };
}
