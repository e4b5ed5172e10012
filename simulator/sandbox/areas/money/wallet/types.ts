/**
 * The money area's tables: per driver a balance, the ledger entries that moved it, the settled
 * waybill incomes a withdrawal is made from, and the withdrawals (refund applications). Amounts in
 * fen. Seeded times are offsets from the anchor (negative: before it) until the first read sets the
 * anchor to the sandbox clock (ledger.ts), so the seeded history is always recent.
 */
import type {
  DriverBalance,
  DriverThirtyDayAmount,
  RecordDirection,
  RecordKind,
} from '@/lib/contract/money/wallet';
import type { WithdrawState } from '@/lib/contract/money/withdraw';
import { areaKey } from '../../slice';

export interface MoneyAccount {
  balance: DriverBalance;
  thirtyDays: DriverThirtyDayAmount;
}

export interface LedgerEntry {
  id: string;
  appUserId: string;
  direction: RecordDirection;
  kind: RecordKind;
  title: string;
  amount: number;
  balanceAfter: number;
  waybillId: string | null;
  waybillNo: string | null;
  applicationId: string | null;
  remark: string | null;
  atMs: number;
}

/** A settled waybill's net income (freight less the information fee) and what is left of it. */
export interface IncomeRecord {
  waybillId: string;
  waybillNo: string;
  appUserId: string;
  route: string;
  settledAmount: number;
  remaining: number;
  settleMs: number;
}

export interface ApplicationRecord {
  id: string;
  applicationNo: string;
  appUserId: string;
  amount: number;
  state: WithdrawState;
  bankCardId: string;
  bankName: string;
  cardNoMasked: string;
  cardTail: string;
  waybills: { waybillId: string; waybillNo: string; amount: number }[];
  rejectReason: string | null;
  applyMs: number;
  approveMs: number | null;
  payMs: number | null;
  rejectMs: number | null;
}

/** A receipt payment asked for (spd/callback/receiptApply): settled once the ledger has the income. */
export interface ReceiptApplication {
  waybillId: string;
  appUserId: string;
  amount: number;
  applyMs: number;
}

/** Fen. */
export interface WithdrawLimits {
  minAmount: number;
  singleLimit: number;
  dailyLimit: number;
}

export interface MoneyTables {
  /** A driver without an entry has never been paid: every figure is 0. */
  accounts: Record<string, MoneyAccount>;
  entries: LedgerEntry[];
  incomes: Record<string, IncomeRecord>;
  applications: ApplicationRecord[];
  /** By waybill id. */
  receiptPayments: Record<string, ReceiptApplication>;
  limits: WithdrawLimits;
  /** Counts entries and applications, for their ids. */
  counter: number;
  /** null until the first read turns the seeded offsets into times. */
  anchorMs: number | null;
}

export const moneyArea = areaKey<MoneyTables>('money/wallet');
