/**
 * The cards: every change of a balance is a bill written here and only here, so a card's balance is
 * always the sum of its bills. Orders debit (消费), refunds credit (退款), the fleet recharges (充值).
 */
import type { FuelBillKind, OilType } from '@/lib/contract/fuel/station';
import type { Db } from '../../../store/db';
import { BALANCE_FIELD, fuelCardArea, type FuelBillRecord, type FuelCardTables } from './types';

/** The fuel tables with real times (anchoring the seeded offsets on first use). */
export function fuelTables(db: Db): FuelCardTables {
  const t = db.area(fuelCardArea);
  if (t.anchorMs === null) {
    const at = db.now();
    t.anchorMs = at;
    for (const b of t.bills) b.atMs += at;
    for (const o of t.orders) {
      o.createMs += at;
      if (o.fuelMs !== null) o.fuelMs += at;
      if (o.refundMs !== null) o.refundMs += at;
    }
  }
  return t;
}

export function nextNo(t: FuelCardTables, prefix: string): string {
  t.counter += 1;
  return `${prefix}${String(t.counter).padStart(8, '0')}`;
}

export function balanceOf(t: FuelCardTables, appUserId: string, oilType: OilType): number {
  return t.balances[appUserId]?.[BALANCE_FIELD[oilType]] ?? 0;
}

export interface BillInput {
  appUserId: string;
  oilType: OilType;
  kind: FuelBillKind;
  /** Signed fen: + credit, − debit. */
  amount: number;
  orderNo: string | null;
  remark: string;
  atMs: number;
}

/** Writes a bill and moves the balance with it; a debit beyond the balance is the caller's check. */
export function postBill(t: FuelCardTables, input: BillInput): FuelBillRecord {
  const balances = (t.balances[input.appUserId] ??= { oilLeftPrice: 0, gasLeftPrice: 0 });
  const field = BALANCE_FIELD[input.oilType];
  balances[field] += input.amount;
  const bill: FuelBillRecord = {
    ...input,
    billNo: nextNo(t, 'YK'),
    balanceAfter: balances[field],
  };
  t.bills.push(bill);
  return bill;
}
