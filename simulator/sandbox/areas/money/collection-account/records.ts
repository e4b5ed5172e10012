/** Reading, adding and removing collection accounts; the accounts a waybill's freight may go to. */
import type {
  CollectionAccount,
  CollectionAccountInput,
} from '@/lib/contract/money/collection-account';
import { cardDigits, cardNoProblem, maskCardNo } from '@/lib/domain/bank-card';
import { ownRecord, reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { bankNamed } from '../bank-card/banks';
import { captainOf } from '../../waybill/after-sales/captain-change';
import { myWaybill } from '../../waybill/after-sales/records';
import { collectionAccountMessages as m } from './messages';
import { collectionAccountArea, type CollectionAccountRecord } from './types';
import { realNameOf } from '../../account/identity/records';

export function accountView(db: Db, a: CollectionAccountRecord): CollectionAccount {
  return {
    id: a.id,
    ownerId: a.ownerId,
    ownerName: realNameOf(db, a.ownerId),
    accountName: a.accountName,
    bankName: a.bankName,
    cardNoMasked: maskCardNo(a.cardNo),
    isDefault: a.isDefault,
    createTime: formatDateTime(a.createMs),
  };
}

/** The owner's accounts, the default first, then newest first. */
export function accountsOf(db: Db, ownerId: string): CollectionAccountRecord[] {
  return db
    .area(collectionAccountArea)
    .accounts.filter((a) => a.ownerId === ownerId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createMs - a.createMs);
}

export function accountById(db: Db, id: unknown): CollectionAccountRecord | null {
  return db.area(collectionAccountArea).accounts.find((a) => a.id === id) ?? null;
}

export function myAccount(db: Db, ownerId: string, id: unknown): CollectionAccountRecord {
  return ownRecord(accountById(db, id), (a) => a.ownerId === ownerId, {
    missing: m.notFound,
    notYours: m.notYours,
  });
}

export function matches(a: CollectionAccountRecord, keyword: string | undefined): boolean {
  if (!keyword) return true;
  if (Array.from(keyword).length > 20) reject(m.keywordTooLong);
  return (
    a.accountName.includes(keyword) || a.bankName.includes(keyword) || a.cardNo.endsWith(keyword)
  );
}

export function addAccount(
  db: Db,
  ownerId: string,
  req: Wire<CollectionAccountInput>,
): CollectionAccountRecord {
  const accountName = typeof req.accountName === 'string' ? req.accountName.trim() : '';
  if (!accountName) reject(m.accountNameMissing);
  if (Array.from(accountName).length > 20) reject(m.accountNameTooLong);
  if (accountName !== realNameOf(db, ownerId)) reject(m.accountNameNotOwner);
  const bankName = typeof req.bankName === 'string' ? req.bankName.trim() : '';
  if (!bankNamed(bankName)) reject(m.bankInvalid);
  const cardNo = cardDigits(typeof req.cardNo === 'string' ? req.cardNo : '');
  if (cardNoProblem(cardNo) !== null || cardNo.length > 19) reject(m.cardNoInvalid);
  const t = db.area(collectionAccountArea);
  const mine = t.accounts.filter((a) => a.ownerId === ownerId);
  if (mine.some((a) => a.cardNo === cardNo)) reject(m.duplicate);
  const isDefault = mine.length === 0 || req.isDefault === true || String(req.isDefault) === 'true';
  if (isDefault) for (const a of mine) a.isDefault = false;
  t.counter += 1;
  const record: CollectionAccountRecord = {
    id: `CA${String(t.counter).padStart(4, '0')}`,
    ownerId,
    accountName,
    bankName,
    cardNo,
    isDefault,
    createMs: db.now(),
  };
  t.accounts.push(record);
  return record;
}

export function deleteAccount(db: Db, ownerId: string, id: unknown): void {
  const a = myAccount(db, ownerId, id);
  const t = db.area(collectionAccountArea);
  t.accounts = t.accounts.filter((x) => x !== a);
  const next = accountsOf(db, ownerId)[0];
  if (a.isDefault && next) next.isDefault = true;
}

/** The driver's own accounts and his captain's (the waybill's), in that order. */
export function accountsForWaybill(
  db: Db,
  appUserId: string,
  waybillId: unknown,
): CollectionAccountRecord[] {
  const w = myWaybill(db, appUserId, waybillId);
  const captain = captainOf(db, w);
  return [...accountsOf(db, appUserId), ...(captain ? accountsOf(db, captain) : [])];
}
