/**
 * The trip without signal: the fence checked on the phone against the waybill's cached fence when
 * the platform cannot be reached, and the step queued in the outbox.
 */
import { haversineM } from '@/components/map';
import type { LocationFix } from '@/lib/bridge/protocol';
import type { WaybillDetail } from '@/lib/contract/waybill-trip';
import { ApiError } from '@/lib/http/errors';
import { reportFailure } from '@/lib/http/report';
import { isUnreachable } from '@/lib/waybill-outbox';
import { checkFence } from './trip';

type Point = 'loading' | 'unloading';

/** Without a fence, or without a fix to measure, the phone cannot refuse: the platform decides. */
export function localFence(detail: WaybillDetail, point: Point, fix: LocationFix | null) {
  const fence = point === 'loading' ? detail.loadingFence : detail.unloadingFence;
  if (!fence || !fix) return { fenced: fence !== null, inside: true, distanceM: 0 };
  const distanceM = haversineM([fix.longitude, fix.latitude], [fence.longitude, fence.latitude]);
  return { fenced: true, inside: distanceM <= fence.radiusM, distanceM };
}

/** The platform's fence check, or the phone's when the platform cannot be reached. */
export async function fenceCheck(detail: WaybillDetail, point: Point, fix: LocationFix | null) {
  try {
    // Silent: without signal the phone checks, and the driver is told the step was saved.
    return await checkFence(detail.id, point, fix, { ignoreErrors: true });
  } catch (err) {
    if (isUnreachable(err)) return localFence(detail, point, fix);
    // Any other failure is told as the client tells it (§8).
    if (err instanceof ApiError) reportFailure(err, false);
    throw err;
  }
}
