/**
 * Bill delegate income (委托收款, §2.3 wallet entrust-*, §7.3 billDelegateIncome/): a driver entrusts
 * a waybill's income to another payee (usually his captain). A draft is saved, then applied with an
 * SMS code (template `entrust`, to the driver's mobile) → 待确认; the driver may withdraw it while
 * pending; the platform and the payee confirm (已生效) or refuse it (with a reason). Field details
 * are this project's design. Money in fen; times `YYYY-MM-DD HH:mm:ss`. Application and withdrawal
 * carry an Idempotency-Key.
 */
import { endpoint, type Reads } from '../endpoint';
import { withdraw } from './withdraw';
import { money } from './wallet';
import type { PageQuery, ServerPage } from '../envelope';

export type EntrustState = 'draft' | 'pending' | 'effective' | 'withdrawn' | 'refused';

export interface EntrustPayee {
  appUserId: string;
  name: string;
  mobileMasked: string;
}

export interface EntrustAccount {
  id: string;
  accountName: string;
  bankName: string;
  cardNoMasked: string;
}

export interface EntrustEvent {
  state: EntrustState;
  time: string;
  text: string;
}

export interface Entrustment {
  id: string;
  /** 委托编号, e.g. `WT202611260001`. */
  entrustNo: string;
  waybillId: string;
  waybillNo: string;
  /** 起点城市 → 终点城市. */
  route: string;
  goodsName: string;
  carNo: string;
  /** Fen: the waybill's freight. */
  freight: number;
  payee: EntrustPayee;
  account: EntrustAccount;
  remark: string;
  state: EntrustState;
  refuseReason: string | null;
  /** The driver's masked mobile the code goes to. */
  mobileMasked: string;
  createTime: string;
  /** Oldest first. */
  timeline: EntrustEvent[];
}

export interface EntrustDraftInput {
  waybillId: string;
  /** The payee's appUserId (not the driver himself). */
  payeeId: string;
  /** One of the payee's collection accounts. */
  accountId: string;
  /** At most 100 characters. */
  remark?: string;
}

export interface EntrustListQuery extends PageQuery {
  state?: EntrustState;
}

export const entrust = {
  /** By `id`, or the waybill's latest entrustment by `waybillId`; null when none. */
  get: endpoint<{ id?: string; waybillId?: string }, Entrustment | null>(
    'sdc',
    'billDelegateIncome/get',
  ),
  /** The driver's entrustments (no drafts), newest first. */
  queryBillDelegateIncome: endpoint<EntrustListQuery, ServerPage<Entrustment>>(
    'sdc',
    'billDelegateIncome/queryBillDelegateIncome',
  ),
  /** Creates or replaces the waybill's draft. */
  saveBillDelegateIncome: endpoint<EntrustDraftInput, Entrustment>(
    'sdc',
    'billDelegateIncome/saveBillDelegateIncome',
    { changes: (): Reads => [entrust.get, entrust.queryBillDelegateIncome], idempotent: true },
  ),
  /** Submits the draft with the code → pending. */
  applicationBillDelegateIncome: endpoint<{ id: string; code: string }, Entrustment>(
    'sdc',
    'billDelegateIncome/applicationBillDelegateIncome',
    {
      changes: entrustMoneyReads,
      idempotent: true,
    },
  ),
  /** 撤回: only while pending. */
  withdrawnBillDelegateIncome: endpoint<{ id: string }, Entrustment>(
    'sdc',
    'billDelegateIncome/withdrawnBillDelegateIncome',
    {
      changes: entrustMoneyReads,
      idempotent: true,
    },
  ),
} as const;

/** What applying or withdrawing an entrustment changes: it, the list, the balance, the waybills. */
function entrustMoneyReads(): Reads {
  return [
    entrust.get,
    entrust.queryBillDelegateIncome,
    money.getBalanceByDriver,
    withdraw.listWithdrawable,
  ];
}
