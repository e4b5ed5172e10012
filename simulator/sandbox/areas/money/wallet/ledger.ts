/**
 * The ledger: every change of a driver's balance is an entry, written here and only here, so the
 * balance is always the sum of its entries. Other areas settle waybills (settleWaybill); the
 * withdrawals (withdraw.ts) hold, return and pay out through freeze/unfreeze/payFrozen.
 */
import type { RecordDirection, RecordKind } from '@/lib/contract/money/wallet';
import {
  settlementParts,
  type SettlementPart,
  type WaybillSettlement,
} from '@/lib/domain/settlement';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import {
  moneyArea,
  type IncomeRecord,
  type LedgerEntry,
  type MoneyAccount,
  type MoneyTables,
} from './types';

/** The figures of a driver who has never been paid. */
export const ZERO_ACCOUNT: MoneyAccount = {
  balance: { availableBalance: 0, frozenBalance: 0 },
  thirtyDays: { settlementVehicleNumber: 0, driverThirtyDayAmount: 0, completedOrderCount: 0 },
};

/** The money tables with real times (anchoring the seeded offsets on first use). */
export function ledger(db: Db): MoneyTables {
  const t = db.area(moneyArea);
  if (t.anchorMs === null) {
    const at = db.now();
    t.anchorMs = at;
    for (const e of t.entries) e.atMs += at;
    for (const i of Object.values(t.incomes)) i.settleMs += at;
    for (const a of t.applications) {
      a.applyMs += at;
      if (a.approveMs !== null) a.approveMs += at;
      if (a.payMs !== null) a.payMs += at;
      if (a.rejectMs !== null) a.rejectMs += at;
    }
  }
  return t;
}

/** The driver's account, made (all zero) on first use. */
export function accountOf(db: Db, appUserId: string): MoneyAccount {
  const t = ledger(db);
  t.accounts[appUserId] ??= structuredClone(ZERO_ACCOUNT);
  return t.accounts[appUserId];
}

export function nextId(t: MoneyTables, prefix: string): string {
  t.counter += 1;
  return `${prefix}${String(t.counter).padStart(6, '0')}`;
}

export interface EntryInput {
  direction: RecordDirection;
  kind: RecordKind;
  title: string;
  amount: number;
  waybillId?: string | null;
  waybillNo?: string | null;
  applicationId?: string | null;
  remark?: string | null;
}

/** Moves the available balance by one entry (income adds, expense takes). */
export function postEntry(db: Db, appUserId: string, input: EntryInput): LedgerEntry {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) reject('金额不正确');
  const t = ledger(db);
  const account = accountOf(db, appUserId);
  const sign = input.direction === 1 ? 1 : -1;
  const after = account.balance.availableBalance + sign * input.amount;
  if (after < 0) reject('余额不足');
  account.balance.availableBalance = after;
  const entry: LedgerEntry = {
    id: nextId(t, 'R'),
    appUserId,
    direction: input.direction,
    kind: input.kind,
    title: input.title,
    amount: input.amount,
    balanceAfter: after,
    waybillId: input.waybillId ?? null,
    waybillNo: input.waybillNo ?? null,
    applicationId: input.applicationId ?? null,
    remark: input.remark ?? null,
    atMs: db.now(),
  };
  t.entries.push(entry);
  return entry;
}

/** Available → frozen (a withdrawal applied). */
export function freeze(db: Db, appUserId: string, amount: number): void {
  const b = accountOf(db, appUserId).balance;
  b.frozenBalance += amount;
}

/** Frozen → available (a withdrawal rejected: its return entry is posted by the caller). */
export function unfreeze(db: Db, appUserId: string, amount: number): void {
  const b = accountOf(db, appUserId).balance;
  b.frozenBalance = Math.max(0, b.frozenBalance - amount);
}

/** Frozen → gone (a withdrawal paid to the card). */
export function payFrozen(db: Db, appUserId: string, amount: number): void {
  unfreeze(db, appUserId, amount);
}

export interface Settlement {
  appUserId: string;
  waybillId: string;
  waybillNo: string;
  route: string;
  /** The waybill's money (lib/domain/settlement.ts): freight, fee, deductions, receivable. */
  money: WaybillSettlement;
  /** The income was entrusted to `appUserId` by this driver: it reads 委托收入. */
  entrustedBy?: string;
}

/** How each part of a settlement reads in the ledger (the seeded history reads the same). */
export function entryOfPart(p: SettlementPart, entrustedBy: string | undefined): EntryInput {
  const amount = Math.abs(p.amount);
  if (p.part === 'serviceFee') return { direction: 2, kind: 'infoFee', title: '信息费', amount };
  if (p.part === 'deduction') return { direction: 2, kind: 'deduction', title: p.name, amount };
  return entrustedBy
    ? {
        direction: 1,
        kind: 'entrustIn',
        title: '委托收入',
        amount,
        remark: `${entrustedBy}委托的运费`,
      }
    : { direction: 1, kind: 'freight', title: '运费收入', amount };
}

/**
 * A waybill settled: its parts posted — the freight credited, the information fee and any
 * deduction taken, each once — so its lines sum to the receivable, which may be withdrawn.
 * Settling the same waybill twice does nothing (the platform pays a waybill once).
 */
export function settleWaybill(db: Db, s: Settlement): IncomeRecord | null {
  const t = ledger(db);
  if (t.incomes[s.waybillId]) return null;
  const ref = { waybillId: s.waybillId, waybillNo: s.waybillNo };
  for (const part of settlementParts(s.money)) {
    postEntry(db, s.appUserId, { ...entryOfPart(part, s.entrustedBy), ...ref });
  }
  const account = accountOf(db, s.appUserId);
  account.thirtyDays.driverThirtyDayAmount += s.money.freight;
  account.thirtyDays.completedOrderCount += 1;
  const income: IncomeRecord = {
    ...ref,
    appUserId: s.appUserId,
    route: s.route,
    settledAmount: s.money.receivable,
    remaining: s.money.receivable,
    settleMs: db.now(),
  };
  t.incomes[s.waybillId] = income;
  return income;
}
