/**
 * Reading the after-sales tables (anchoring the seeded offsets first), the driver's own waybill
 * for a request, numbers, and the field checks every after-sales write shares.
 */
import { ownRecord, reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDate } from '../../../store/time';
import { market } from '../../supply/market/clock';
import { allWaybills, waybillNumber, waybillsOf } from '../waybills/records';
import type { WaybillRecord } from '../waybills/types';
import { afterSalesMessages as m } from './messages';
import { afterSalesArea, type AfterSalesTables } from './types';

const HOUR_MS = 3_600_000;
const MAX_PHOTOS = 9;

function shift(t: AfterSalesTables, by: number): void {
  for (const c of t.complaints) {
    c.createMs += by;
    c.updateMs += by;
    if (c.replyMs !== null) c.replyMs += by;
  }
  for (const f of t.freightChanges) {
    f.applyMs += by;
    if (f.handledMs !== null) f.handledMs += by;
  }
  for (const r of t.returnTrips) {
    r.createMs += by;
    // Midnight of the anchored day plus whole days.
    r.dateMs = Date.parse(`${formatDate(by)}T00:00:00+08:00`) + r.dateMs;
  }
}

/** The tables with real times: the seeded offsets count from the hour of the first read. */
export function afterSales(db: Db): AfterSalesTables {
  const t = db.area(afterSalesArea);
  if (t.anchorMs === null) {
    market(db);
    const at = Math.floor(db.now() / HOUR_MS) * HOUR_MS;
    t.anchorMs = at;
    shift(t, at);
  }
  return t;
}

/** The driver's waybill by id or number; another driver's or an unknown one: 运单不存在. */
export function myWaybill(db: Db, appUserId: string, id: unknown): WaybillRecord {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const w = waybillsOf(db, appUserId).find((x) => x.id === wanted || x.waybillNo === wanted);
  if (!w) reject(m.waybillNotFound);
  return w;
}

/**
 * The driver's waybill for a read by id (rejected photos, the captain-change bill): 运单不存在 for
 * one nobody has (notFound), 该运单不属于您 for another driver's (notYours), so the app says which.
 */
export function ownWaybill(db: Db, appUserId: string, id: unknown): WaybillRecord {
  const wanted = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : '';
  const mine = waybillsOf(db, appUserId);
  return ownRecord(wanted === '' ? null : waybillById(db, wanted), (w) => mine.includes(w), {
    missing: m.waybillNotFound,
    notYours: m.waybillNotYours,
  });
}

export function waybillById(db: Db, id: string): WaybillRecord | null {
  return allWaybills(db).find((w) => w.id === id || w.waybillNo === id) ?? null;
}

export function nextNumber(
  db: Db,
  counter: keyof AfterSalesTables['counters'],
  prefix: string,
): { id: string; no: string } {
  const t = afterSales(db);
  t.counters[counter] += 1;
  const n = t.counters[counter];
  return { id: `${prefix}${String(n).padStart(4, '0')}`, no: waybillNumber(prefix, db.now(), n) };
}

/** Trimmed text of at most `max` characters; empty when absent. */
export function limited(value: unknown, max: number, tooLong: string): string {
  const v = Array.isArray(value) ? value[0] : value;
  const s = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  if (Array.from(s).length > max) reject(tooLong);
  return s;
}

/** Required text of at most `max` characters. */
export function required(value: unknown, max: number, missing: string, tooLong: string): string {
  const s = limited(value, max, tooLong);
  if (s === '') reject(missing);
  return s;
}

/** Up to nine uploaded paths (a server path or an http(s) URL). */
export function photoList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (list.length > MAX_PHOTOS) reject(m.photosTooMany);
  return list.map((p) => {
    const url = typeof p === 'string' ? p.trim() : '';
    if (!isPath(url)) reject(m.photoInvalid);
    return url;
  });
}

export const isPath = (u: string) => u.startsWith('/') || /^https?:\/\//.test(u);
