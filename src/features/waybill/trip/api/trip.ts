/**
 * The trip's writes: departure, arrival and receipt (each with the visit's idempotency key), the
 * fence check, the premium order calls, and the side effects a confirmed step has on the native
 * side (the regulatory location SDK, tracking events).
 */
import type { QueryClient } from '@tanstack/react-query';
import { bridge } from '@/lib/bridge/bridge';
import { remember } from '@/lib/bridge/location-fix';
import type { LocationFix, RegulatoryWaybill } from '@/lib/bridge/protocol';
import { receiptPayment } from '@/lib/contract/money/receipt-payment';
import { waybillTrip, type WaybillDetail } from '@/lib/contract/waybill/trip';
import { http, type CallOptions } from '@/lib/http/client';
import { invalidateChanges } from '@/lib/query/endpoint-query';
import type { TrackingEventDef } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';

/**
 * A fix for the fence: a fresh one when the phone gives it within a few seconds, else none. It
 * becomes the requests' position too, so the trail the platform records after a departure starts
 * where the truck departed.
 */
export async function currentFix(): Promise<LocationFix | null> {
  try {
    const fix = await bridge.call('getLocation', { highAccuracy: true }, { timeoutMs: 8000 });
    remember(fix);
    return fix;
  } catch {
    return null;
  }
}

export function fixFields(fix: LocationFix | null): { longitude?: number; latitude?: number } {
  return fix ? { longitude: fix.longitude, latitude: fix.latitude } : {};
}

export function checkFence(
  id: string,
  point: 'loading' | 'unloading',
  fix: LocationFix | null,
  opts?: CallOptions,
) {
  return http.call(waybillTrip.checkFence, { id, point, ...fixFields(fix) }, opts);
}

export function track(event: TrackingEventDef, detail: WaybillDetail, extra = {}): void {
  trackEvent(event, { waybillNo: detail.waybillNo, ...extra });
}

function regulatoryWaybill(detail: WaybillDetail): RegulatoryWaybill {
  return {
    shippingNoteNumber: detail.waybillNo,
    serialNumber: '0000',
    startCountrySubdivisionCode: detail.origin.districtCode,
    endCountrySubdivisionCode: detail.destination.districtCode,
    startLongitude: detail.origin.longitude,
    startLatitude: detail.origin.latitude,
    endLongitude: detail.destination.longitude,
    endLatitude: detail.destination.latitude,
    startLocationText: detail.origin.address,
    endLocationText: detail.destination.address,
    vehicleNumber: detail.carNo,
    driverName: detail.driver.name,
  };
}

/**
 * The ministry SDK is the native side's business: a failure there must not undo a departure the
 * platform already has, so it is fire-and-forget.
 */
export function regulatory(action: 'start' | 'stop', detail: WaybillDetail): void {
  void bridge.call('regulatory', { action, waybill: regulatoryWaybill(detail) }).catch(() => {});
}

/**
 * A trip write may have moved the waybill on (also when refused: departed meanwhile): what a trip
 * step changes (its endpoint's `changes`: the detail, the list, the counts, the trail) reads again.
 */
export function tripChanged(client: QueryClient): void {
  void invalidateChanges(client, waybillTrip.load);
}

/**
 * §7.2 receiptApply: once the receipt is in, the freight is asked to be settled to the wallet. The
 * receipt itself is in whatever this answers, so its errors are not shown.
 */
export function applyReceiptPayment(waybillId: string): void {
  void http
    .call(receiptPayment.receiptApply, { waybillId }, { ignoreErrors: true })
    .catch(() => {});
}
