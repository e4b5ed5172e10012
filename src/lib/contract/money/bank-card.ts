/**
 * Banks and the driver's bank cards (fcc bankContrast, bankInfoDMC, §7.2). The spec names the
 * list, get and checkBindRefundBank calls and leaves the fields open: a card is the driver's own
 * debit card, bound after the reserved mobile was verified; one bound card is the withdrawal card
 * (isRefund). Card numbers travel masked except in `get` with `plain: true`, which only the
 * confirmation screen asks for.
 */
import { endpoint, type Empty, type Reads } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';

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

/** The number the driver typed, digits only (after the phone's own Luhn check). */
export interface CheckCardRequest {
  cardNo: string;
}

/**
 * The server's word on a number: a debit card, and the bank it belongs to when the issuer number
 * is known (null: the driver's choice stands). Refusals: 卡号不正确, 暂不支持信用卡, 该银行卡已绑定.
 */
export interface CheckedCard {
  bankName: string | null;
  employeeNo: string | null;
  cardType: 'debit';
}

/**
 * Binds a card: the reserved mobile's SMS code (template bankCard) is checked, the holder is the
 * driver's real name, and the first bound card becomes the withdrawal card. Carries an
 * idempotency key.
 */
export interface AddCardRequest {
  bankName: string;
  employeeNo: string;
  cardNo: string;
  reservedMobile: string;
  code: string;
  agreed: true;
}

/** Unbinding a card or making it the withdrawal card needs the login password. */
export interface CardPasswordRequest {
  id: string;
  password: string;
}

/** 受托账户校验: an account in another person's name, confirmed against the bank. */
export interface EntrustAccountRequest {
  cardNo: string;
  accountName: string;
}

export interface EntrustAccountResult {
  matched: boolean;
  /** The bank's words on the check, shown as they are. */
  message: string;
}

export const bankInfo = {
  listPage: endpoint<PageQuery, ServerPage<BankCard>>('fcc', 'bankInfoDMC/list/page'),
  get: endpoint<BankCardRef, BankCardDetail>('fcc', 'bankInfoDMC/get'),
  checkBindRefundBank: endpoint<Empty, RefundBankState>('fcc', 'bankInfoDMC/checkBindRefundBank'),
  checkCard: endpoint<CheckCardRequest, CheckedCard>('fcc', 'bankInfoDMC/checkCard'),
  add: endpoint<AddCardRequest, BankCard>('fcc', 'bankInfoDMC/add', {
    changes: cardReads,
    idempotent: true,
  }),
  unbind: endpoint<CardPasswordRequest, null>('fcc', 'bankInfoDMC/unbind', {
    changes: cardReads,
    idempotent: true,
  }),
  setRefund: endpoint<CardPasswordRequest, BankCard>('fcc', 'bankInfoDMC/setRefund', {
    changes: cardReads,
    idempotent: true,
  }),
  checkEntrustAccount: endpoint<EntrustAccountRequest, EntrustAccountResult>(
    'fcc',
    'bankInfoDMC/checkEntrustAccount',
  ),
} as const;

/** Every read that shows the driver's cards (the withdrawal's card among them). */
function cardReads(): Reads {
  return [bankInfo.listPage, bankInfo.get, bankInfo.checkBindRefundBank];
}
