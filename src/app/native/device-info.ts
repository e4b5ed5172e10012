/**
 * Device headers (§7). Inside the app the native side says who the phone is (device id, brand, app
 * version); its answers are kept in memory and in local storage, so the next launch sends them from
 * the very first request. Until the bridge answers, and outside the app: a device id made once and
 * kept in local storage, the brand the server expects when unknown, no app version.
 * On the phone's first launch (no device id stored yet) requests wait a little for those answers
 * (`deviceInfoGate`), never longer than DEVICE_INFO_WAIT_MS, so the login call says which phone it
 * comes from; later launches already know and never wait (a cold start of a logged-in tab asks
 * for its data at once).
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import { DEVICE_ID_STORAGE_KEY, newDeviceId } from '@/lib/bridge/device-id';
import { UNKNOWN_APP_BRAND } from '@/lib/http/hooks';
import { idleWorkNow } from '@/lib/scheduling/when-idle';
import { localStore } from '@/lib/storage/browser-storage';

export interface DeviceInfo {
  deviceId: string;
  appBrand: string;
  appVersion: string;
}

/** The native brand and version of the last launch that had them (JSON). */
const NATIVE_DEVICE_STORAGE_KEY = 'driver_native_device';

let native: Partial<DeviceInfo> = {};
let remembered: Partial<DeviceInfo> | null = null;

function rememberedInfo(): Partial<DeviceInfo> {
  if (remembered) return remembered;
  try {
    const parsed: unknown = JSON.parse(localStore.getItem(NATIVE_DEVICE_STORAGE_KEY) ?? '{}');
    const o = (parsed ?? {}) as Record<string, unknown>;
    remembered = {
      ...(typeof o.appBrand === 'string' && o.appBrand ? { appBrand: o.appBrand } : {}),
      ...(typeof o.appVersion === 'string' && o.appVersion ? { appVersion: o.appVersion } : {}),
    };
  } catch {
    remembered = {};
  }
  return remembered;
}

/** The longest any request waits for the bridge's device answers, counted from the first request. */
export const DEVICE_INFO_WAIT_MS = 800;

let settled = false;
let settle: () => void = () => {};
let answered = new Promise<void>((resolve) => {
  settle = resolve;
});
let cap: Promise<void> | null = null;

/** The device answers are in, or there will be none (web mode): requests stop waiting. */
export function markDeviceInfoSettled(): void {
  settled = true;
  settle();
}

/** For the HTTP hook `beforeSend`: null once settled, else the answers or the cap, whichever first. */
export function deviceInfoGate(): Promise<void> | null {
  if (settled) return null;
  // A launch after the first: the stored id (and the native brand and version, if any) are sent.
  if (localStore.getItem(DEVICE_ID_STORAGE_KEY) !== null) {
    markDeviceInfoSettled();
    return null;
  }
  // The bridge waits for the driver's first input or idle time; a request cannot wait for that.
  idleWorkNow();
  cap ??= new Promise<void>((resolve) => setTimeout(resolve, DEVICE_INFO_WAIT_MS)).then(
    markDeviceInfoSettled,
  );
  return Promise.race([answered, cap]);
}

export function deviceId(): string {
  if (native.deviceId) return native.deviceId;
  const stored = localStore.getItem(DEVICE_ID_STORAGE_KEY);
  if (stored) return stored;
  const id = newDeviceId();
  localStore.setItem(DEVICE_ID_STORAGE_KEY, id);
  return id;
}

export function deviceInfo(): DeviceInfo {
  return {
    deviceId: deviceId(),
    appBrand: native.appBrand ?? rememberedInfo().appBrand ?? UNKNOWN_APP_BRAND,
    appVersion: native.appVersion ?? rememberedInfo().appVersion ?? '',
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Asks the native side (call in native mode). Each answer is taken on its own: a failing brand call
 * does not cost the device id.
 */
export async function loadNativeDeviceInfo(bridge: Pick<BridgeClient, 'call'>): Promise<void> {
  const [id, brand, version] = await Promise.allSettled([
    bridge.call('getDeviceId', {}),
    bridge.call('getBrand', {}),
    bridge.call('getAppVersion', {}),
  ]);
  const next: Partial<DeviceInfo> = { ...native };
  const nativeId = id.status === 'fulfilled' ? text(id.value.deviceId) : undefined;
  if (nativeId) {
    next.deviceId = nativeId;
    localStore.setItem(DEVICE_ID_STORAGE_KEY, nativeId);
  }
  const appBrand = brand.status === 'fulfilled' ? text(brand.value.brand) : undefined;
  if (appBrand) next.appBrand = appBrand;
  const appVersion = version.status === 'fulfilled' ? text(version.value.version) : undefined;
  if (appVersion) next.appVersion = appVersion;
  native = next;
  if (next.appBrand || next.appVersion) {
    remembered = { appBrand: next.appBrand, appVersion: next.appVersion };
    localStore.setItem(
      NATIVE_DEVICE_STORAGE_KEY,
      JSON.stringify({ appBrand: next.appBrand ?? '', appVersion: next.appVersion ?? '' }),
    );
  }
  markDeviceInfoSettled();
}

/** Back to the browser fallback (tests). */
export function resetNativeDeviceInfo(): void {
  native = {};
  remembered = null;
  settled = false;
  cap = null;
  answered = new Promise<void>((resolve) => {
    settle = resolve;
  });
}
