/**
 * Freight changes (运费变更): the shipper proposes a new freight for a waybill (control.ts); the
 * driver agrees (the waybill's freight becomes the new one) or disagrees with a reason.
 */
import type {
  BulkFreightChangeDetail,
  FreightChange,
  FreightChangeDetail,
  FreightChangeState,
} from '@/lib/contract/waybill/after-sales';
import { ownRecord, reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { record } from '../waybills/trip-rules';
import { tripOf } from '../waybills/trip-record';
import type { WaybillRecord } from '../waybills/types';
import { afterSalesMessages as m, afterSalesTexts } from './messages';
import { afterSales, nextNumber, waybillById } from './records';
import type { FreightChangeRecord } from './types';
import { fenToYuan } from '@/lib/domain/money';

const city = (regionName: string) => regionName.split(' ').at(-2) ?? regionName;

export function freightChangeView(db: Db, f: FreightChangeRecord): FreightChange {
  const w = waybillById(db, f.waybillId)!;
  return {
    id: f.id,
    changeNo: f.changeNo,
    waybillId: w.id,
    waybillNo: w.waybillNo,
    kind: w.kind,
    goodsName: w.goodsName,
    route: `${city(w.origin.regionName)} → ${city(w.destination.regionName)}`,
    oldFreight: f.oldFreight,
    newFreight: f.newFreight,
    reason: f.reason,
    appliedBy: f.appliedBy,
    applyTime: formatDateTime(f.applyMs),
    state: f.state,
    disagreeReason: f.disagreeReason,
    handledTime: f.handledMs === null ? null : formatDateTime(f.handledMs),
  };
}

export function detailOf(db: Db, f: FreightChangeRecord): FreightChangeDetail {
  const w = waybillById(db, f.waybillId)!;
  return { ...freightChangeView(db, f), carNo: w.carNo, shipperName: w.shipperName };
}

export function bulkDetailOf(db: Db, f: FreightChangeRecord): BulkFreightChangeDetail {
  const w = waybillById(db, f.waybillId)!;
  return {
    ...detailOf(db, f),
    unit: w.unit,
    quantity: w.quantity,
    oldUnitPrice: Math.round(f.oldFreight / w.quantity),
    newUnitPrice: Math.round(f.newFreight / w.quantity),
  };
}

/** The driver's changes (any waybill of his), pending first, then newest first. */
export function changesOf(db: Db, appUserId: string): FreightChangeRecord[] {
  const order: Record<FreightChangeState, number> = { pending: 0, agreed: 1, disagreed: 1 };
  return afterSales(db)
    .freightChanges.filter((f) => waybillById(db, f.waybillId)?.appUserId === appUserId)
    .sort(
      (a, b) =>
        order[a.state] - order[b.state] || b.applyMs - a.applyMs || b.id.localeCompare(a.id),
    );
}

export function pendingOf(db: Db, waybillId: string): FreightChangeRecord | null {
  return (
    afterSales(db).freightChanges.find((f) => f.waybillId === waybillId && f.state === 'pending') ??
    null
  );
}

export function findChange(db: Db, appUserId: string, id: unknown): FreightChangeRecord {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const f = afterSales(db).freightChanges.find((x) => x.id === wanted || x.changeNo === wanted);
  return ownRecord(f, (x) => waybillById(db, x.waybillId)?.appUserId === appUserId, {
    missing: m.freightChangeNotFound,
    notYours: m.freightChangeNotYours,
  });
}

function open(db: Db, f: FreightChangeRecord): WaybillRecord {
  if (f.state !== 'pending') reject(m.freightChangeHandled);
  const w = waybillById(db, f.waybillId)!;
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  return w;
}

export function agree(db: Db, f: FreightChangeRecord): void {
  const w = open(db, f);
  const now = db.now();
  f.state = 'agreed';
  f.handledMs = now;
  w.freightTotal = f.newFreight;
  record(
    tripOf(db, w),
    'status',
    now,
    afterSalesTexts.freightChanged(fenToYuan(f.oldFreight), fenToYuan(f.newFreight)),
  );
}

export function disagree(db: Db, f: FreightChangeRecord, reason: string): void {
  open(db, f);
  f.state = 'disagreed';
  f.disagreeReason = reason;
  f.handledMs = db.now();
}

export interface ProposeSpec {
  waybillId: string;
  /** Fen. */
  newFreight: number;
  reason?: string;
  appliedBy?: string;
}

/** The shipper's side: a new freight for a waybill still running (not done or cancelled). */
export function propose(db: Db, spec: ProposeSpec): FreightChangeRecord {
  const w = waybillById(db, spec.waybillId);
  if (!w) reject(m.waybillNotFound);
  if (w.status === 'done' || w.status === 'cancelled') reject(m.freightChangeClosed);
  if (pendingOf(db, w.id)) reject(m.freightChangeOpen);
  const fen = spec.newFreight;
  if (!Number.isInteger(fen) || fen <= 0) reject(m.freightInvalid);
  if (fen === w.freightTotal) reject(m.freightSame);
  const { id, no } = nextNumber(db, 'freightChange', 'YF');
  const f: FreightChangeRecord = {
    id,
    changeNo: no,
    waybillId: w.id,
    oldFreight: w.freightTotal,
    newFreight: fen,
    reason: spec.reason?.trim() || '装卸地变更，运距调整',
    appliedBy: spec.appliedBy?.trim() || `${w.shipperName} 调度员`,
    applyMs: db.now(),
    state: 'pending',
    disagreeReason: null,
    handledMs: null,
  };
  afterSales(db).freightChanges.push(f);
  return f;
}
