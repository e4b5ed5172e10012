/**
 * Captain change (changeCard): a bill per waybill; the driver chooses the new captain, receives an
 * SMS code (template `captainChange`) and signs with it; the waybill then runs under that captain.
 * Only before unloading (toLoad, inTransit).
 */
import type { CaptainChangeBill, CaptainRef } from '@/lib/contract/waybill/after-sales';
import { reject } from '../../../envelope';
import type { Wire } from '../../../router';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import type { UserRecord } from '../../account/auth/types';
import { userById } from '../../account/auth/users';
import { captainArea } from '../../account/captain/types';
import { certificationStatusOf, realNameOf } from '../../account/identity/records';
import { checkCode, sendCode } from '../../common/sms/codes';
import { maskPhone } from '../../../kernel/mask';
import { record } from '../waybills/trip-rules';
import { tripOf } from '../waybills/trip-record';
import type { WaybillRecord } from '../waybills/types';
import { afterSalesMessages as m } from './messages';
import { afterSales, myWaybill, nextNumber, waybillById } from './records';
import type { CaptainBillRecord } from './types';

const CAPTAIN_CHANGE_TEMPLATE = 'captainChange';

/** The captain a waybill runs under: a signed change, else the driver's bound captain. */
export function captainOf(db: Db, w: WaybillRecord): string | null {
  return (
    afterSales(db).captains[w.id] ?? db.area(captainArea).bindings[w.appUserId]?.captainId ?? null
  );
}

function ref(db: Db, appUserId: string | null): CaptainRef | null {
  const u = appUserId ? userById(db, appUserId) : null;
  if (!u) return null;
  return {
    carCaptainId: u.appUserId,
    name: realNameOf(db, u.appUserId),
    mobileMasked: maskPhone(u.mobile),
  };
}

export function billView(db: Db, b: CaptainBillRecord): CaptainChangeBill {
  const w = waybillById(db, b.waybillId)!;
  return {
    billId: b.billId,
    waybillId: w.id,
    waybillNo: w.waybillNo,
    oldCaptain: ref(db, b.oldCaptainId),
    newCaptain: ref(db, b.newCaptainId),
    state: b.state,
    mobileMasked: maskPhone(userById(db, w.appUserId)?.mobile ?? ''),
    signedTime: b.signedMs === null ? null : formatDateTime(b.signedMs),
  };
}

function moving(w: WaybillRecord): void {
  if (w.status === 'cancelled') reject(m.waybillCancelled);
  if (w.status !== 'toLoad' && w.status !== 'inTransit') reject(m.captainChangeClosed);
}

export function billFor(db: Db, appUserId: string, waybillId: unknown): CaptainBillRecord {
  const w = myWaybill(db, appUserId, waybillId);
  moving(w);
  const t = afterSales(db);
  const open = t.captainBills.find((b) => b.waybillId === w.id && b.state !== 'signed');
  if (open) return open;
  const bill: CaptainBillRecord = {
    billId: nextNumber(db, 'captainBill', 'CC').id,
    waybillId: w.id,
    oldCaptainId: captainOf(db, w),
    newCaptainId: null,
    state: 'draft',
    signedMs: null,
  };
  t.captainBills.push(bill);
  return bill;
}

function findBill(db: Db, user: UserRecord, billId: unknown): [CaptainBillRecord, WaybillRecord] {
  const wanted = typeof billId === 'string' ? billId.trim() : '';
  const b = afterSales(db).captainBills.find((x) => x.billId === wanted);
  const w = b ? waybillById(db, b.waybillId) : null;
  if (!b || !w || w.appUserId !== user.appUserId) reject(m.billNotFound);
  if (b.state === 'signed') reject(m.billSigned);
  moving(w);
  return [b, w];
}

export function chooseCaptain(
  db: Db,
  user: UserRecord,
  req: Wire<{ billId: string; captainId: string }>,
  log: (line: string) => void,
): CaptainBillRecord {
  const [b] = findBill(db, user, req.billId);
  const wanted = typeof req.captainId === 'string' ? req.captainId.trim() : '';
  const captain = userById(db, wanted);
  if (
    !captain?.isCaptain ||
    captain.appUserId === user.appUserId ||
    certificationStatusOf(db, captain.appUserId) !== 1
  ) {
    reject(m.captainNotFound);
  }
  if (captain.appUserId === b.oldCaptainId) reject(m.captainSame);
  sendCode(db, user.mobile, CAPTAIN_CHANGE_TEMPLATE, log);
  b.newCaptainId = captain.appUserId;
  b.state = 'sent';
  return b;
}

export function sign(
  db: Db,
  user: UserRecord,
  req: Wire<{ billId: string; code: string }>,
): CaptainBillRecord {
  const code = typeof req.code === 'string' ? req.code.trim() : '';
  if (code === '') reject(m.codeMissing);
  if (!/^\d{6}$/.test(code)) reject(m.codeFormat);
  const [b, w] = findBill(db, user, req.billId);
  if (b.state !== 'sent' || !b.newCaptainId) reject(m.billNoCaptain);
  checkCode(db, user.mobile, CAPTAIN_CHANGE_TEMPLATE, code, true);
  const now = db.now();
  b.state = 'signed';
  b.signedMs = now;
  afterSales(db).captains[w.id] = b.newCaptainId;
  record(tripOf(db, w), 'status', now, `车队长变更为${realNameOf(db, b.newCaptainId)}`);
  return b;
}
