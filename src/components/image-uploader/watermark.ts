import type { BridgeClient } from '@/lib/bridge/bridge';
import { formatDateTime } from '@/lib/domain/dates';
import { imageUploaderMessages as messages } from './messages';
import type { WatermarkInfo } from './types';

/** A watermark must not hold the driver back: no fix within this long means location unknown. */
const WATERMARK_LOCATION_TIMEOUT_MS = 5_000;

async function locate(bridge: BridgeClient): Promise<string> {
  try {
    const fix = await bridge.call('getLocation', {}, { timeoutMs: WATERMARK_LOCATION_TIMEOUT_MS });
    const address = fix.address?.trim();
    if (address) return address;
    return `${fix.longitude.toFixed(6)},${fix.latitude.toFixed(6)}`;
  } catch {
    return messages.unknownLocation;
  }
}

/** §3: three lines: uploader name and phone, location, time (YYYY-MM-DD HH:mm:ss). */
export async function watermarkLines(
  info: WatermarkInfo,
  bridge: BridgeClient,
  now: Date = new Date(),
): Promise<string[]> {
  const who = [info.name.trim(), info.phone.trim()].filter(Boolean).join(' ');
  const where = info.location?.trim() || (await locate(bridge));
  return [who, where, formatDateTime(now)];
}
