/**
 * The trip's state machine: toLoad → (premium paid, if any) → inTransit (load) → toReceipt (unload)
 * → done (the shipper approves the receipt); cancelled from toLoad only. Each step is checked here
 * with its message and recorded on the timeline; routes-trip.ts and control.ts call these.
 */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { PhotoKind, TripPhoto, TripPhotoInput } from '@/lib/contract/waybill/trip';
import type { StepRefusal } from '@/lib/contract/waybill/trip';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { contractArea } from '../../supply/e-contract/types';
import { metresBetween } from '../../supply/market/places';
import { carsOf } from '../../account/vehicle/records';
import { allWaybills } from './records';
import { PHOTO_LABEL, STATUS_LABEL, tripMessages as m, tripTexts } from './messages';
import { addTrailPoint } from './trail';
import { tripOf } from './trip-record';
import type { TripRecord, WaybillRecord } from './types';

const MAX_PHOTOS = 9;

export interface Fix {
  longitude: number;
  latitude: number;
}

export function findWaybill(db: Db, id: unknown): WaybillRecord | null {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  return allWaybills(db).find((w) => w.id === wanted || w.waybillNo === wanted) ?? null;
}

export function record(
  trip: TripRecord,
  type: TripRecord['events'][number]['type'],
  ms: number,
  text: string,
) {
  trip.events.push({ type, ms, text });
}

/**
 * Moves a waybill to `status` and records it on the timeline (after-sales' cancel uses this).
 * Null when no waybill has this id or number. `text` defaults to 运单状态变更为….
 */
export function setWaybillStatus(
  db: Db,
  id: string,
  status: WaybillStatus,
  atMs: number = db.now(),
  text?: string,
): WaybillRecord | null {
  const w = findWaybill(db, id);
  if (!w) return null;
  const trip = tripOf(db, w);
  w.status = status;
  const type = status === 'cancelled' ? 'cancelled' : 'status';
  record(
    trip,
    type,
    atMs,
    text ??
      (status === 'cancelled'
        ? tripTexts.cancelled('货主取消')
        : tripTexts.status(STATUS_LABEL[status])),
  );
  return w;
}

/** Up to nine photos, each an uploaded path with the time it was taken. */
export function checkPhotos(kind: PhotoKind, value: unknown): TripPhoto[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (list.length === 0) reject(m.photosMissing[kind]);
  if (list.length > MAX_PHOTOS) reject(m.photosTooMany);
  return list.map((raw) => {
    const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<TripPhotoInput>;
    const url = typeof p.url === 'string' ? p.url.trim() : '';
    const wm = typeof p.watermarkUrl === 'string' ? p.watermarkUrl.trim() : null;
    const takenAt = typeof p.takenAt === 'string' ? p.takenAt.trim() : '';
    const ok = (u: string) => u.startsWith('/') || /^https?:\/\//.test(u);
    if (!ok(url) || (wm !== null && wm !== '' && !ok(wm)) || !takenAt) reject(m.photoInvalid);
    return { url, watermarkUrl: wm || null, takenAt, state: 'accepted', rejectReason: null };
  });
}

export function checkQuantity(value: unknown, invalid: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) reject(invalid);
  if (Math.round(n * 1000) !== n * 1000) reject(m.quantityDecimals);
  return n;
}

function notCancelled(w: WaybillRecord): void {
  if (w.status === 'cancelled') reject(m.cancelled);
}

const refused = (rule: StepRefusal['rule'], message: string): StepRefusal => ({ rule, message });

/** The fence refuses: no position to judge, or farther than its radius from its centre. */
function fenceRefusal(
  fence: TripRecord['loadingFence'],
  at: Fix | null,
  outside: (m: number) => string,
): StepRefusal | null {
  if (!fence) return null;
  if (!at) return refused('location', m.noLocation);
  const d = Math.round(metresBetween(at.longitude, at.latitude, fence.longitude, fence.latitude));
  return d > fence.radiusM ? refused('fence', outside(d)) : null;
}

/**
 * Why the platform refuses a departure from `at` now, the first rule that does, in this order:
 * the waybill's state, the transport contract, the vehicle (still certified: 20), the position and
 * the loading fence, the loading window; null when
 * only the premium (if any) is left. The premium order asks the same before anything is charged
 * (premium.ts), the departure before it is taken, and the app's pre-check (checkFence) shows it.
 */
export function departureRefusal(db: Db, w: WaybillRecord, at: Fix | null): StepRefusal | null {
  if (w.status === 'cancelled') return refused('status', m.cancelled);
  if (w.status !== 'toLoad') return refused('status', m.alreadyDeparted);
  const trip = tripOf(db, w);
  const contract = db.area(contractArea).contracts.find((c) => c.id === w.contractId);
  if (contract && contract.status !== 'signed') return refused('contract', m.contractUnsigned);
  const car = carsOf(db, w.appUserId).find((c) => c.carNo === w.carNo);
  if (car && car.approvalStatus !== 20) return refused('vehicle', m.carNotApproved(w.carNo));
  const fence = fenceRefusal(trip.loadingFence, at, m.outsideLoading);
  if (fence) return fence;
  if (db.now() < w.loadingStartMs) {
    return refused('window', m.beforeLoading(formatDateTime(w.loadingStartMs)));
  }
  return null;
}

/** Why the platform refuses an arrival at `at` now: the waybill's state, then the unloading fence. */
export function arrivalRefusal(db: Db, w: WaybillRecord, at: Fix | null): StepRefusal | null {
  if (w.status === 'cancelled') return refused('status', m.cancelled);
  if (w.status === 'toLoad') return refused('status', m.notDeparted);
  if (w.status !== 'inTransit') return refused('status', m.alreadyArrived);
  return fenceRefusal(tripOf(db, w).unloadingFence, at, m.outsideUnloading);
}

const unitOf = (w: WaybillRecord) => (w.unit === 'ton' ? '吨' : '方');

export function depart(
  db: Db,
  w: WaybillRecord,
  photos: TripPhoto[],
  quantity: number,
  at: Fix | null,
) {
  const no = departureRefusal(db, w, at);
  if (no) reject(no.message);
  const trip = tripOf(db, w);
  if (trip.premium && trip.premium.paidMs === null) reject(m.premiumUnpaid);
  const now = db.now();
  w.status = 'inTransit';
  trip.departedMs = now;
  trip.loadedQuantity = quantity;
  trip.photos.departure = photos;
  if (at) addTrailPoint(trip.trail, at.longitude, at.latitude, now);
  record(trip, 'departed', now, tripTexts.departed(`${quantity}${unitOf(w)}`));
}

export function arrive(
  db: Db,
  w: WaybillRecord,
  photos: TripPhoto[],
  quantity: number,
  at: Fix | null,
) {
  const no = arrivalRefusal(db, w, at);
  if (no) reject(no.message);
  const trip = tripOf(db, w);
  const now = db.now();
  w.status = 'toReceipt';
  w.unloadingMs = now;
  trip.arrivedMs = now;
  trip.unloadedQuantity = quantity;
  trip.photos.arrival = photos;
  if (at) addTrailPoint(trip.trail, at.longitude, at.latitude, now);
  record(trip, 'arrived', now, tripTexts.arrived(`${quantity}${unitOf(w)}`));
}

export function handInReceipt(db: Db, w: WaybillRecord, photos: TripPhoto[]) {
  notCancelled(w);
  if (w.status === 'toLoad' || w.status === 'inTransit') reject(m.notArrived);
  if (w.status === 'done') reject(m.receiptDone);
  const trip = tripOf(db, w);
  if (trip.receiptPending) reject(m.receiptPending);
  const now = db.now();
  trip.receiptPending = true;
  trip.receiptRejectReason = null;
  trip.receiptMs = now;
  trip.photos.receipt = photos;
  record(trip, 'receiptUploaded', now, tripTexts.receiptUploaded(photos.length));
}

/** The shipper's side (control.ts). Refusals are thrown like the API's. */
export function approveReceipt(db: Db, w: WaybillRecord) {
  const trip = tripOf(db, w);
  if (w.status !== 'toReceipt' || !trip.receiptPending) reject('该运单没有待审核的回单');
  trip.receiptPending = false;
  w.status = 'done';
  // Money sits above waybill (eslint/sandbox-order.js): its slice settles the waybill on this event.
  db.emit('waybillDone', w);
  record(trip, 'receiptApproved', db.now(), tripTexts.receiptApproved);
}

export function rejectReceipt(db: Db, w: WaybillRecord, reason: string) {
  const trip = tripOf(db, w);
  if (w.status !== 'toReceipt' || !trip.receiptPending) reject('该运单没有待审核的回单');
  trip.receiptPending = false;
  trip.receiptRejectReason = reason;
  for (const p of trip.photos.receipt)
    Object.assign(p, { state: 'rejected', rejectReason: reason });
  record(trip, 'receiptRejected', db.now(), tripTexts.receiptRejected(reason));
}

export function rejectPhoto(
  db: Db,
  w: WaybillRecord,
  kind: PhotoKind,
  index: number,
  reason: string,
) {
  const trip = tripOf(db, w);
  const photo = trip.photos[kind][index];
  if (!photo) reject(`没有第${index + 1}张${PHOTO_LABEL[kind]}`);
  photo.state = 'rejected';
  photo.rejectReason = reason;
  record(
    trip,
    'photoRejected',
    db.now(),
    tripTexts.photoRejected(PHOTO_LABEL[kind], index + 1, reason),
  );
}

/** The shipper lets loading start now (a window that opens later opens at once). */
export function openLoading(db: Db, w: WaybillRecord) {
  if (w.status !== 'toLoad') reject(`运单${STATUS_LABEL[w.status]}，无需装货`);
  const now = db.now();
  if (w.loadingStartMs > now) {
    w.loadingEndMs = Math.max(w.loadingEndMs, now + (w.loadingEndMs - w.loadingStartMs));
    w.loadingStartMs = now;
  }
}

export function cancelByShipper(db: Db, w: WaybillRecord, reason: string) {
  if (w.status !== 'toLoad') reject(`运单${STATUS_LABEL[w.status]}，无法取消`);
  setWaybillStatus(db, w.id, 'cancelled', db.now(), tripTexts.cancelled(reason));
}
