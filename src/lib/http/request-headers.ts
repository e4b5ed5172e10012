/** The headers every platform call carries (§7); the native upload sends the same ones. */
import { config } from '@/config';
import { httpHooks, UNKNOWN_APP_BRAND } from './hooks';

export function requestHeaders(
  token: string | null,
  idempotencyKey?: string,
): Record<string, string> {
  const hooks = httpHooks();
  const device = hooks.device();
  const headers: Record<string, string> = {
    appId: config.appId,
    tenantId: config.tenantId,
    appType: config.appType,
    appBrand: device.appBrand || UNKNOWN_APP_BRAND,
    deviceId: device.deviceId,
    appVersion: device.appVersion,
    version: config.apiVersion,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const location = hooks.location();
  if (location) {
    headers.longitude = String(location.longitude);
    headers.latitude = String(location.latitude);
  }
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return headers;
}
