/** Return trips (回程): the empty leg home a driver publishes, so the platform can offer a load back. */
import type { ReturnTrip, ReturnTripInput } from '@/lib/contract/waybill/after-sales';
import { reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { REGIONS } from '../../../store/regions';
import { DAY_MS, formatDate, formatDateTime, parseDate } from '../../../store/time';
import { carsOf } from '../../account/vehicle/records';
import { afterSalesMessages as m } from './messages';
import { afterSales, limited, nextNumber } from './records';
import type { ReturnTripRecord } from './types';

const AHEAD_DAYS = 30;

/** `省 市 区` names of a province, city or district code; null when unknown. */
function regionName(code: string): string | null {
  for (const p of REGIONS) {
    if (p.code === code) return p.name;
    for (const c of p.cities) {
      const city = p.name === c.name ? [p.name] : [p.name, c.name];
      if (c.code === code) return city.join(' ');
      const d = c.districts.find((x) => x.code === code);
      if (d) return [...city, d.name].join(' ');
    }
  }
  return null;
}

const today = (db: Db) => parseDate(formatDate(db.now()));

export function returnTripView(db: Db, r: ReturnTripRecord): ReturnTrip {
  return {
    id: r.id,
    fromCode: r.fromCode,
    fromName: regionName(r.fromCode) ?? '',
    toCode: r.toCode,
    toName: regionName(r.toCode) ?? '',
    date: formatDate(r.dateMs),
    carNo: r.carNo,
    remark: r.remark,
    state: r.dateMs >= today(db) ? 'open' : 'expired',
    createTime: formatDateTime(r.createMs),
  };
}

export function returnTripsOf(db: Db, appUserId: string): ReturnTripRecord[] {
  return afterSales(db)
    .returnTrips.filter((r) => r.appUserId === appUserId)
    .sort((a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id));
}

const code = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

export function addReturnTrip(
  db: Db,
  appUserId: string,
  req: Wire<ReturnTripInput>,
): ReturnTripRecord {
  const fromCode = code(req.fromCode);
  const toCode = code(req.toCode);
  if (!regionName(fromCode) || !regionName(toCode)) reject(m.regionInvalid);
  if (fromCode === toCode) reject(m.regionSame);
  const date = code(req.date);
  const dateMs = /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseDate(date) : NaN;
  const start = today(db);
  if (!Number.isFinite(dateMs) || formatDate(dateMs) !== date) reject(m.dateInvalid);
  if (dateMs < start || dateMs > start + AHEAD_DAYS * DAY_MS) reject(m.dateInvalid);
  const carNo = code(req.carNo).toUpperCase();
  if (!carsOf(db, appUserId).some((c) => c.carNo === carNo)) reject(m.carNotFound);
  const remark = limited(req.remark, 100, m.remarkTooLong);
  const t = afterSales(db);
  if (t.returnTrips.some((r) => r.carNo === carNo && r.dateMs === dateMs)) {
    reject(m.returnTripTwice);
  }
  const { id } = nextNumber(db, 'returnTrip', 'HC');
  const r: ReturnTripRecord = {
    id,
    appUserId,
    fromCode,
    toCode,
    dateMs,
    carNo,
    remark,
    createMs: db.now(),
  };
  t.returnTrips.push(r);
  return r;
}
