/**
 * What the device tells about itself: inside the app, the native side's answers (§7.5 device id,
 * brand, version); in a browser, what the browser fallback knows (its own stored device id and
 * the user agent). Inside the app it also shows the last position the app holds.
 */
import { useQuery } from '@tanstack/react-query';
import { bridge } from '@/lib/bridge/bridge';
import type { BridgeMode, Platform } from '@/lib/bridge/protocol';
import { httpHooks } from '@/lib/http/hooks';

export interface DeviceInfo {
  mode: BridgeMode;
  deviceId: string | null;
  /** Null when unknown (a browser cannot tell). */
  brand: string | null;
  model: string | null;
  appVersion: string | null;
  platform: Platform | null;
  userAgent: string | null;
  lastFix: { longitude: number; latitude: number; address?: string } | null;
}

async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

const filled = (s: string | null | undefined) => (s && s.trim() !== '' ? s : null);

/**
 * The position the app holds: its own latest fix (with the address it resolved), else the one the
 * 60-s poll keeps for the request headers. A browser is never asked for the driver's position just
 * to show it here.
 */
async function lastFix(): Promise<DeviceInfo['lastFix']> {
  const fix = await optional(() => bridge.call('getLocation', {}));
  if (fix) return { longitude: fix.longitude, latitude: fix.latitude, address: fix.address };
  return httpHooks().location();
}

async function readDeviceInfo(): Promise<DeviceInfo> {
  const mode = await bridge.ready();
  const [id, brand, version] = await Promise.all([
    optional(() => bridge.call('getDeviceId', {})),
    optional(() => bridge.call('getBrand', {})),
    optional(() => bridge.call('getAppVersion', {})),
  ]);
  const native = mode === 'native';
  return {
    mode,
    deviceId: filled(id?.deviceId),
    // The browser fallback answers a placeholder brand and guesses the platform: not shown as facts.
    brand: native ? filled(brand?.brand) : null,
    model: native ? filled(brand?.model) : null,
    appVersion: native ? filled(version?.version) : null,
    platform: native ? (version?.platform ?? null) : null,
    userAgent: native ? null : filled(globalThis.navigator?.userAgent),
    lastFix: native ? await lastFix() : null,
  };
}

export function useDeviceInfo() {
  return useQuery({
    queryKey: ['privacy', 'device-info'],
    queryFn: readDeviceInfo,
    // Bridge reads are local and cheap; a fresh visit reads them again (the fix moves).
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
