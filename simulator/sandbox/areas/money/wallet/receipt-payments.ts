/**
 * spd/callback/receiptApply (§7.2): the driver asks for a waybill's freight once its receipt is in.
 * It reads `settled` as soon as the ledger has settled the waybill (settle.ts).
 */
import type { ReceiptPayment } from '@/lib/contract/money/receipt-payment';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { findWaybill } from '../../waybill/waybills/trip-rules';
import { settlementOf } from '../../waybill/waybills/records';
import { tripOf } from '../../waybill/waybills/trip-record';
import { ledger } from './ledger';
import { walletMessages as m } from './record-messages';
import type { ReceiptApplication } from './types';

function applications(db: Db): Record<string, ReceiptApplication> {
  return ledger(db).receiptPayments;
}

function view(db: Db, a: ReceiptApplication): ReceiptPayment {
  return {
    waybillId: a.waybillId,
    state: ledger(db).incomes[a.waybillId] ? 'settled' : 'applied',
    amount: a.amount,
    applyTime: formatDateTime(a.applyMs),
  };
}

/** The driver's own waybill with its receipt handed in (or approved); a second call answers the first. */
export function applyReceiptPayment(db: Db, appUserId: string, waybillId: unknown): ReceiptPayment {
  const w = findWaybill(db, waybillId);
  if (!w || w.appUserId !== appUserId) reject(m.waybillNotFound);
  const all = applications(db);
  const known = all[w.id];
  if (known) return view(db, known);
  const handedIn =
    w.status === 'done' || (w.status === 'toReceipt' && tripOf(db, w).receiptPending);
  if (!handedIn) reject(m.receiptMissing);
  const made = {
    waybillId: w.id,
    appUserId,
    amount: settlementOf(w).receivable,
    applyMs: db.now(),
  };
  all[w.id] = made;
  return view(db, made);
}
