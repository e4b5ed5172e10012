/**
 * The money domain's paths: the wallet, withdrawals and entrusted income (§2.3 /i/wallet/*), the
 * driver's bank cards (/i/bank/*) and the captain's collection accounts (§2.6). Money in queries is
 * never carried: each screen reads the server's figures.
 */
import type { WithdrawState } from '@/lib/contract/money/withdraw';
import { appPath } from '../path-builder';

type ApplicationQuery = { id: string };
type WaybillQuery = { waybillId: string };
type CardQuery = { id: string };
/** Where adding a card goes back to when done (a screen that needed a card, e.g. the withdrawal). */
type ReturnTo = { back?: string };

export const moneyPaths = {
  // The wallet: the balance with its records, withdrawals and entrusted income.
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

  // The driver's bank cards (§2.3 /i/bank/*).
  bankList: appPath('/i/bank/list'),
  bankDetail: appPath<'/i/bank/detail', CardQuery>('/i/bank/detail'),
  /** Add a card: bank (BankSearchPopup) and number. */
  bankAdd: appPath<'/i/bank/add', ReturnTo>('/i/bank/add'),
  /** Confirm the whole number and the holder (the one screen showing it unmasked). */
  bankInfo: appPath<'/i/bank/info', ReturnTo>('/i/bank/info'),
  /** The card agreement (银行卡绑定协议). */
  bankContract: appPath<'/i/bank/contract', ReturnTo>('/i/bank/contract'),
  /** The reserved mobile and its SMS code. */
  bankCheckReserveNumber: appPath<'/i/bank/checkReserveNumber', ReturnTo>(
    '/i/bank/checkReserveNumber',
  ),
  /** The driver's login password before a card is removed or made the withdrawal card. */
  bankCheckPassword: appPath<'/i/bank/checkPassword', CardQuery & { action: 'unbind' | 'refund' }>(
    '/i/bank/checkPassword',
  ),
  /** The entrusted-account check (受托账户校验). */
  bankCheckEntrustNumber: appPath<'/i/bank/checkEntrustNumber', { id?: string }>(
    '/i/bank/checkEntrustNumber',
  ),

  // The captain's collection accounts (§2.6).
  collectionAccountList: appPath('/collectionaccount/list'),
  collectionAccountAdd: appPath('/collectionaccount/add'),
  collectionAccountSearch: appPath<'/collectionaccount/search', { keyword?: string }>(
    '/collectionaccount/search',
  ),
  collectionAccountInfo: appPath<'/collectionaccount/info', { id: string }>(
    '/collectionaccount/info',
  ),
  /** Choose a payee account for a waybill (upWaybillAccount). */
  collectionAccountOrderAdd: appPath<'/collectionaccount/orderAdd', { waybillId: string }>(
    '/collectionaccount/orderAdd',
  ),
  /** Search among the accounts while choosing one for a waybill. */
  collectionAccountSearchAdd: appPath<
    '/collectionaccount/searchAdd',
    { waybillId: string; keyword?: string }
  >('/collectionaccount/searchAdd'),
} as const;
