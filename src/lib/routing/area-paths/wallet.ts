/**
 * The wallet (§2.3 /i/wallet/*): the balance with its records, withdrawals and entrusted income.
 * Money in queries is never carried: each screen reads the server's figures.
 */
import type { WithdrawState } from '@/lib/contract/money/withdraw';
import { appPath } from '../path-builder';

type ApplicationQuery = { id: string };
type WaybillQuery = { waybillId: string };

export const walletPaths = {
  /**
   * The wallet: balance, 提现, and the income and expense records (month `YYYY-MM` or `all`, none:
   * this month; type filter; `view=statistics` for 按月统计).
   */
  walletBalance: appPath<
    '/i/wallet/account-balance',
    { month?: string; direction?: '1' | '2'; view?: 'statistics' }
  >('/i/wallet/account-balance'),
  /** Information-fee records (信息费). */
  walletInfoFeeRecord: appPath('/i/wallet/balance-infofee-record'),
  /** The labour-invoicing guide (劳务开票指引). */
  walletCustomWeb: appPath('/i/wallet/customWeb'),
  /** 提现: choose the settled waybills to withdraw from. */
  withdrawChoose: appPath('/i/wallet/balance-withdraw-deposit'),
  /** The amount and the card (`waybillIds` comma-separated). */
  withdrawInfo: appPath<'/i/wallet/balance-withdraw-deposit-info', { waybillIds: string }>(
    '/i/wallet/balance-withdraw-deposit-info',
  ),
  /** The SMS confirmation; the draft (waybills, amount, card) is kept in the session. */
  withdrawCode: appPath('/i/wallet/getverificationcode'),
  withdrawApplySuccess: appPath<'/i/wallet/withdraw-deposit-apply-success', ApplicationQuery>(
    '/i/wallet/withdraw-deposit-apply-success',
  ),
  /** The withdrawals (提现记录), by state. */
  withdrawList: appPath<'/i/wallet/withdraw-deposit-list', { state?: WithdrawState }>(
    '/i/wallet/withdraw-deposit-list',
  ),
  withdrawDetails: appPath<'/i/wallet/withdraw-deposit-details', ApplicationQuery>(
    '/i/wallet/withdraw-deposit-details',
  ),
  /** Settled waybill incomes and what has been withdrawn of each (提现明细). */
  withdrawIncomeList: appPath('/i/wallet/balance-list-withdraw-deposit'),
  /** Entrust a waybill's income to another payee. */
  entrustAdd: appPath<'/i/wallet/entrust-add', WaybillQuery>('/i/wallet/entrust-add'),
  entrustDetails: appPath<'/i/wallet/entrust-details', { id: string }>('/i/wallet/entrust-details'),
  entrustSuccess: appPath<'/i/wallet/entrust-success', { id: string }>('/i/wallet/entrust-success'),
  /** The entrustments (委托收款记录). */
  entrustList: appPath('/i/wallet/withdraw-entrust-list'),
} as const;
