/** The browser's own device id: made once and kept in local storage, in the app and out of it. */
export const DEVICE_ID_STORAGE_KEY = 'driver_device_id';

export function newDeviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `h5-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
