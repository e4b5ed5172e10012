/**
 * Banks and the driver's bank cards (fcc bankContrast, bankInfoDMC, §7.2). The spec names the
 * list, get and checkBindRefundBank calls and leaves the fields open: a card is the driver's own
 * debit card, bound after the reserved mobile was verified; one bound card is the withdrawal card
 * (isRefund). Card numbers travel masked except in `get` with `plain: true`, which only the
 * confirmation screen asks for.
 */
import { endpoint, type Empty } from './endpoint';
import type { PageQuery, ServerPage } from './envelope';

export interface BankContrastQuery {
  /** Part of the bank's short name, e.g. 建设 or 农商. */
  bankNameShort: string;
}

export interface BankContrast {
  bankNameShort: string;
  /** The bank's clearing number (联行号). */
  employeeNo: string;
}

/** bound: usable; unbound: removed by the driver (kept for the records of past withdrawals). */
export type BankCardState = 'bound' | 'unbound';

export interface BankCard {
  id: string;
  bankName: string;
  /** The bank's clearing number (联行号), from bankContrast/search. */
  employeeNo: string;
  /** '6217 **** **** 1234': first 4 and last 4 digits. */
  cardNoMasked: string;
  /** Last 4 digits, for short labels (尾号1234). */
  cardTail: string;
  /** The account holder: always the driver's real name. */
  holderName: string;
  /** The reserved mobile, masked (3 digits, ****, last 4). */
  reservedMobileMasked: string;
  /** The card withdrawals go to. */
  isRefund: boolean;
  state: BankCardState;
  bindTime: string;
}

/** `get` with `plain: true` also gives the whole number (the confirmation screen only). */
export interface BankCardDetail extends BankCard {
  cardNo?: string;
}

export interface BankCardRef {
  id: string;
  plain?: boolean;
}

/** Whether the driver has a card withdrawals can go to, and which. */
export interface RefundBankState {
  bound: boolean;
  card: BankCard | null;
}

export const bankContrast = {
  search: endpoint<BankContrastQuery, BankContrast[]>('fcc', 'bankContrast/search'),
} as const;

export const bankInfo = {
  listPage: endpoint<PageQuery, ServerPage<BankCard>>('fcc', 'bankInfoDMC/list/page'),
  get: endpoint<BankCardRef, BankCardDetail>('fcc', 'bankInfoDMC/get'),
  checkBindRefundBank: endpoint<Empty, RefundBankState>('fcc', 'bankInfoDMC/checkBindRefundBank'),
} as const;
