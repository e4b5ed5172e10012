/**
 * The ledger as the wallet reads it (driverRecord/*): a driver's entries newest first, filtered by
 * month (China time), direction and kind, with their totals and their statistics per month.
 */
import type {
  DriverRecord,
  DriverRecordFilter,
  DriverRecordSummary,
  MonthStatistics,
  RecordDirection,
  RecordKind,
} from '@/lib/contract/money/wallet';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDate, formatDateTime } from '../../../store/time';
import { findWaybill } from '../../waybill/waybills/trip-rules';
import { ledger } from './ledger';
import { walletMessages as m } from './record-messages';
import type { LedgerEntry } from './types';

const KINDS: readonly RecordKind[] = [
  'freight',
  'withdraw',
  'withdrawReturn',
  'infoFee',
  'entrustIn',
  'deduction',
];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthOf = (ms: number) => formatDate(ms).slice(0, 7);

/** The filter as the server checks it: a bad month, direction or kind is refused. */
export function checkFilter(raw: Record<string, unknown>): DriverRecordFilter {
  const filter: DriverRecordFilter = {};
  const month = raw.month;
  if (month !== undefined && month !== null && month !== '') {
    if (typeof month !== 'string' || !MONTH.test(month)) reject(m.badMonth);
    filter.month = month;
  }
  const direction = raw.direction;
  if (direction !== undefined && direction !== null && direction !== '') {
    const d = Number(direction);
    if (d !== 1 && d !== 2) reject(m.badDirection);
    filter.direction = d as RecordDirection;
  }
  const kind = raw.kind;
  if (kind !== undefined && kind !== null && kind !== '') {
    const k = KINDS.find((x) => x === kind);
    if (!k) reject(m.badKind);
    filter.kind = k;
  }
  return filter;
}

/** The driver's entries matching the filter, newest first. */
export function entriesOf(db: Db, appUserId: string, f: DriverRecordFilter): LedgerEntry[] {
  return ledger(db)
    .entries.filter(
      (e) =>
        e.appUserId === appUserId &&
        (!f.month || monthOf(e.atMs) === f.month) &&
        (!f.direction || e.direction === f.direction) &&
        (!f.kind || e.kind === f.kind),
    )
    .sort((a, b) => b.atMs - a.atMs || b.id.localeCompare(a.id));
}

/** A record links its waybill only while the waybill exists (older trips are gone from the list). */
export function recordView(db: Db, e: LedgerEntry): DriverRecord {
  const exists = e.waybillId !== null && findWaybill(db, e.waybillId)?.appUserId === e.appUserId;
  return {
    id: e.id,
    direction: e.direction,
    kind: e.kind,
    title: e.title,
    amount: e.amount,
    balanceAfter: e.balanceAfter,
    waybillId: exists ? e.waybillId : null,
    waybillNo: e.waybillNo,
    applicationId: e.applicationId,
    remark: e.remark,
    createTime: formatDateTime(e.atMs),
  };
}

export function summaryOf(entries: readonly LedgerEntry[]): DriverRecordSummary {
  const sum = (d: RecordDirection) =>
    entries.filter((e) => e.direction === d).reduce((n, e) => n + e.amount, 0);
  return { income: sum(1), expense: sum(2), count: entries.length };
}

/** Per month, newest first (the entries come newest first). */
export function statisticsOf(entries: readonly LedgerEntry[]): MonthStatistics[] {
  const months = new Map<string, LedgerEntry[]>();
  for (const e of entries) {
    const key = monthOf(e.atMs);
    months.set(key, [...(months.get(key) ?? []), e]);
  }
  return [...months].map(([month, list]) => ({ month, ...summaryOf(list) }));
}
