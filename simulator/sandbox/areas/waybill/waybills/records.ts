/** Reading and creating waybills (the supply area creates them on a grab). */
import type { WaybillSummary } from '@/lib/contract/waybill/waybills';
import { settleFreight, type WaybillSettlement } from '@/lib/domain/settlement';
import { TRUCK_BUSY_WAYBILL_STATUSES } from '@/lib/domain/waybill-status';
import type { Db } from '../../../store/db';
import { formatDate, formatDateTime } from '../../../store/time';
import { contractArea } from '../../supply/e-contract/types';
import { market } from '../../supply/market/clock';
import { waybillArea, type WaybillRecord } from './types';

export function allWaybills(db: Db): WaybillRecord[] {
  market(db);
  return db.area(waybillArea).waybills;
}

export function waybillsOf(db: Db, appUserId: string): WaybillRecord[] {
  return allWaybills(db).filter((w) => w.appUserId === appUserId);
}

export function unfinishedOfCar(db: Db, carNo: string): WaybillRecord | null {
  return (
    allWaybills(db).find(
      // the truck is still busy (待装货, 运输中): it cannot take another source (cross-order)
      (w) => w.carNo === carNo && TRUCK_BUSY_WAYBILL_STATUSES.has(w.status),
    ) ?? null
  );
}

export function waybillNumber(prefix: string, ms: number, n: number): string {
  return `${prefix}${formatDate(ms).replaceAll('-', '')}${String(n).padStart(4, '0')}`;
}

export function createWaybill(
  db: Db,
  fields: Omit<WaybillRecord, 'id' | 'waybillNo' | 'createMs' | 'status'>,
): WaybillRecord {
  const tables = db.area(waybillArea);
  tables.counter += 1;
  const now = db.now();
  const record: WaybillRecord = {
    id: `WB${String(tables.counter).padStart(4, '0')}`,
    waybillNo: waybillNumber('YD', now, tables.counter),
    status: 'toLoad',
    createMs: now,
    ...fields,
  };
  tables.waybills.push(record);
  return record;
}

/** The waybill's money: every figure of it the driver sees (quote, detail, contract, ledger). */
export function settlementOf(w: WaybillRecord): WaybillSettlement {
  return settleFreight(w.freightTotal, w.deductions ?? []);
}

export function waybillView(db: Db, w: WaybillRecord): WaybillSummary {
  const contract = db.area(contractArea).contracts.find((c) => c.id === w.contractId);
  const {
    appUserId: _u,
    enterpriseId: _e,
    freightTotal: _f,
    deductions: _d,
    createMs,
    loadingStartMs,
    loadingEndMs,
    unloadingMs,
    ...rest
  } = w;
  return {
    ...rest,
    freight: settlementOf(w).receivable,
    origin: { ...w.origin },
    destination: { ...w.destination },
    loadingStart: formatDateTime(loadingStartMs),
    loadingEnd: formatDateTime(loadingEndMs),
    unloadingTime: unloadingMs === null ? null : formatDateTime(unloadingMs),
    contractStatus: contract?.status ?? 'unsigned',
    createTime: formatDateTime(createMs),
  };
}
