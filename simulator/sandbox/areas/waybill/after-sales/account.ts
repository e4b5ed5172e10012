/** The account a waybill's freight is paid to: the driver's own or his captain's (upWaybillAccount). */
import type {
  WaybillAccount,
  WaybillAccountChoice,
  WaybillAccountEntry,
  WaybillAccountInput,
} from '@/lib/contract/waybill/after-sales';
import { reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import type { WaybillRecord } from '../waybills/types';
import { captainOf } from './captain-change';
import { afterSalesMessages as m } from './messages';
import { afterSales, myWaybill } from './records';
import { realNameOf } from '../../account/identity/records';

// What after-sales asks of the money area (areas/slice.ts SandboxQueries).
declare module '../../slice' {
  interface SandboxQueries {
    /** A person's collection accounts, the waybill's possible payees (money/collection-account answers). */
    collectionAccountsOf: Query<
      string,
      readonly { id: string; accountName: string; bankName: string; cardNo: string }[]
    >;
  }
}

export function accountView(db: Db, w: WaybillRecord): WaybillAccount | null {
  const a = afterSales(db).accounts[w.id];
  if (!a) return null;
  return {
    waybillId: w.id,
    accountName: a.accountName,
    bankName: a.bankName,
    cardNoMasked: `${a.cardNo.slice(0, 4)} **** **** ${a.cardNo.slice(-4)}`,
    updateTime: formatDateTime(a.updateMs),
  };
}

export function setAccount(
  db: Db,
  appUserId: string,
  input: Wire<WaybillAccountInput>,
): WaybillAccount {
  const chosen = input as Wire<WaybillAccountChoice>;
  const req: Wire<WaybillAccountEntry> = chosen.collectionAccountId
    ? chosenAccount(db, appUserId, chosen)
    : (input as Wire<WaybillAccountEntry>);
  const w = myWaybill(db, appUserId, req.waybillId);
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  if (w.status === 'done') reject(m.accountSettled);
  const accountName = typeof req.accountName === 'string' ? req.accountName.trim() : '';
  const captain = captainOf(db, w);
  const allowed = [realNameOf(db, appUserId), captain ? realNameOf(db, captain) : ''].filter(
    Boolean,
  );
  if (!allowed.includes(accountName)) reject(m.accountNameInvalid);
  const bankName = typeof req.bankName === 'string' ? req.bankName.trim() : '';
  if (!bankName) reject(m.bankNameMissing);
  const cardNo = typeof req.cardNo === 'string' ? req.cardNo.replace(/\s+/g, '') : '';
  if (!/^\d{16,19}$/.test(cardNo)) reject(m.cardNoInvalid);
  afterSales(db).accounts[w.id] = { accountName, bankName, cardNo, updateMs: db.now() };
  return accountView(db, w)!;
}

/** A collection account the waybill may be paid to (the driver's own or his captain's), by id. */
function chosenAccount(
  db: Db,
  appUserId: string,
  req: Wire<WaybillAccountChoice>,
): Wire<WaybillAccountEntry> {
  const w = myWaybill(db, appUserId, req.waybillId);
  const captain = captainOf(db, w);
  const payees = [appUserId, ...(captain ? [captain] : [])];
  const found = payees
    .flatMap((who) => db.ask('collectionAccountsOf', who))
    .find((a) => a.id === req.collectionAccountId);
  if (!found) reject(m.accountNotForWaybill);
  const { accountName, bankName, cardNo } = found;
  return { waybillId: req.waybillId, accountName, bankName, cardNo };
}
