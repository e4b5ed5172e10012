/**
 * Device headers (§7) until the native bridge issue supplies the real ones: a device id made once
 * and kept in local storage, the brand the server expects when unknown, no app version.
 */
import { UNKNOWN_APP_BRAND } from '@/lib/http/hooks';
import { localStore } from '@/lib/storage/browser-storage';

export const DEVICE_ID_STORAGE_KEY = 'driver_device_id';

function newDeviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `h5-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function deviceId(): string {
  const stored = localStore.getItem(DEVICE_ID_STORAGE_KEY);
  if (stored) return stored;
  const id = newDeviceId();
  localStore.setItem(DEVICE_ID_STORAGE_KEY, id);
  return id;
}

export function deviceInfo(): { deviceId: string; appBrand: string; appVersion: string } {
  return { deviceId: deviceId(), appBrand: UNKNOWN_APP_BRAND, appVersion: '' };
}
