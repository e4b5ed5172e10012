/**
 * Collection accounts (收款账户, §2.6 /collectionaccount/*): the bank accounts a person collects
 * freight into (a captain's, or a driver's own), and the ones a waybill's freight may go to. The
 * spec names the screens only: the calls are this project's design (fcc). Card numbers are masked
 * in every read (first 4 and last 4 digits).
 */
import { endpoint, type Reads } from '../endpoint';
import { waybillAfterSales } from '../waybill/after-sales';
import type { PageQuery, ServerPage } from '../envelope';

export interface CollectionAccount {
  id: string;
  /** The appUserId whose account it is. */
  ownerId: string;
  /** The owner's real name. */
  ownerName: string;
  /** 户名. */
  accountName: string;
  bankName: string;
  /** `6217 **** **** 0123`. */
  cardNoMasked: string;
  isDefault: boolean;
  createTime: string;
}

export interface CollectionAccountInput {
  /** The owner's real name (the bank pays only an account in the owner's name). */
  accountName: string;
  /** A bank of bankContrast/search. */
  bankName: string;
  /** 16–19 digits passing the Luhn check; spaces ignored. */
  cardNo: string;
  isDefault?: boolean;
}

export interface CollectionAccountQuery extends PageQuery {
  /** Account name, bank or the card's last digits (maxlength 20). */
  keyword?: string;
}

export const collectionAccount = {
  /** The caller's own accounts, the default first, then newest first. */
  listPage: endpoint<CollectionAccountQuery, ServerPage<CollectionAccount>>(
    'fcc',
    'collectionAccount/list/page',
  ),
  add: endpoint<CollectionAccountInput, CollectionAccount>('fcc', 'collectionAccount/add', {
    changes: accountListReads,
    idempotent: true,
  }),
  get: endpoint<{ id: string }, CollectionAccount>('fcc', 'collectionAccount/get'),
  delete: endpoint<{ id: string }, null>('fcc', 'collectionAccount/delete', {
    changes: accountListReads,
    idempotent: true,
  }),
  /** The accounts the waybill's freight may go to: the driver's own and his captain's. */
  listForWaybill: endpoint<{ waybillId: string; keyword?: string }, CollectionAccount[]>(
    'fcc',
    'collectionAccount/listForWaybill',
  ),
  /** Another person's accounts, to entrust an income to him (the default first). */
  listOfPayee: endpoint<{ payeeId: string }, CollectionAccount[]>(
    'fcc',
    'collectionAccount/listOfPayee',
  ),
} as const;

/** Every list of accounts and the waybills' payee (not the removed account's own page). */
function accountListReads(): Reads {
  return [
    collectionAccount.listPage,
    collectionAccount.listForWaybill,
    collectionAccount.listOfPayee,
    waybillAfterSales.getWaybillAccount,
  ];
}
