/** The driver's bank cards (§2.3 /i/bank/*) and the captain's collection accounts (§2.6). */
import { appPath } from '../path-builder';

type CardQuery = { id: string };
/** Where adding a card goes back to when done (a screen that needed a card, e.g. the withdrawal). */
type ReturnTo = { back?: string };

export const bankPaths = {
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
} as const;

export const collectionAccountPaths = {
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
