/**
 * Withdrawals (refundApplicationDMC, §7.2): the driver moves settled freight from the wallet to his
 * bound bank card. A withdrawal is made from the income of one waybill (add) or several (addAll),
 * confirmed by an SMS code (template `withdraw`), and moves through applied → approved → paid, or
 * rejected (the amount returns to the balance). The spec leaves the fields open.
 */
import { endpoint, type Empty, type Reads } from '../endpoint';
import { money } from './wallet';
import type { PageQuery, ServerPage } from '../envelope';

export type WithdrawState = 'applied' | 'approved' | 'paid' | 'rejected';

/** The limits of one withdrawal and of the day, in fen. */
export interface WithdrawLimit {
  /** The least one withdrawal may be. */
  minAmount: number;
  /** The most one withdrawal may be. */
  singleLimit: number;
  dailyLimit: number;
  /** Already applied today (rejected ones not counted). */
  dailyUsed: number;
  /** The available balance. */
  availableBalance: number;
  /** What may be withdrawn now: min(balance, single limit, what is left of the day). */
  withdrawable: number;
}

/** A settled waybill's income that may still be withdrawn. */
export interface WithdrawableIncome {
  waybillId: string;
  waybillNo: string;
  /** e.g. 石家庄市 → 天津市 */
  route: string;
  /** The freight settled to the driver, in fen. */
  settledAmount: number;
  /** What is left of it to withdraw, in fen. */
  remaining: number;
  settleTime: string;
}

export interface WithdrawApplyOne {
  waybillId: string;
  /** Fen; at most the waybill's remaining income. */
  amount: number;
  bankCardId: string;
  /** The SMS code sent to the driver's phone (template withdraw). */
  code: string;
}

export interface WithdrawApplyAll {
  waybillIds: string[];
  /** Fen; at most the waybills' remaining income together. */
  amount: number;
  bankCardId: string;
  code: string;
}

export interface WithdrawApplication {
  id: string;
  applicationNo: string;
  amount: number;
  state: WithdrawState;
  bankName: string;
  cardNoMasked: string;
  cardTail: string;
  waybills: { waybillId: string; waybillNo: string; amount: number }[];
  rejectReason: string | null;
  applyTime: string;
  approveTime: string | null;
  payTime: string | null;
  rejectTime: string | null;
}

export interface WithdrawableQuery extends PageQuery {
  /** Also the incomes already withdrawn in full (提现明细). */
  includeSpent?: boolean;
}

export interface WithdrawListQuery extends PageQuery {
  state?: WithdrawState;
}

export const withdraw = {
  checkWithdrawLimit: endpoint<Empty, WithdrawLimit>(
    'fcc',
    'refundApplicationDMC/checkWithdrawLimit',
  ),
  listWithdrawable: endpoint<WithdrawableQuery, ServerPage<WithdrawableIncome>>(
    'fcc',
    'refundApplicationDMC/listWithdrawable',
  ),
  add: endpoint<WithdrawApplyOne, WithdrawApplication>('fcc', 'refundApplicationDMC/add', {
    changes: withdrawalReads,
    idempotent: true,
  }),
  addAll: endpoint<WithdrawApplyAll, WithdrawApplication>('fcc', 'refundApplicationDMC/addAll', {
    changes: withdrawalReads,
    idempotent: true,
  }),
  listPage: endpoint<WithdrawListQuery, ServerPage<WithdrawApplication>>(
    'fcc',
    'refundApplicationDMC/list/page',
  ),
  get: endpoint<{ id: string }, WithdrawApplication>('fcc', 'refundApplicationDMC/get'),
} as const;

/** What a withdrawal changes: the balance, the records, the limits, the waybills left, the applications. */
function withdrawalReads(): Reads {
  return [
    money.getBalanceByDriver,
    money.getDriverThirtyDayAmount,
    money.recordPage,
    money.recordSummary,
    money.recordStatistics,
    withdraw.checkWithdrawLimit,
    withdraw.listWithdrawable,
    withdraw.listPage,
    withdraw.get,
  ];
}
