/** A driver's invoicing agreements (other areas use these, never the tables). */
import { ownRecord, reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { invoicingAgreementMessages } from './messages';
import { invoicingAgreementArea, type InvoicingAgreementRecord } from './types';

export function invoicingAgreementsOf(db: Db, appUserId: string): InvoicingAgreementRecord[] {
  return (db.area(invoicingAgreementArea).agreements[appUserId] ?? []).map((a) => ({ ...a }));
}

/**
 * Signs the one agreement `id` of the driver that the sign dialog showed: 协议不存在 for an id
 * nobody has, 无权签署其他司机的协议 for another driver's, 该协议已签署 when signed before.
 */
export function signInvoicingAgreement(
  db: Db,
  appUserId: string,
  id: string,
): InvoicingAgreementRecord {
  const tables = db.area(invoicingAgreementArea).agreements;
  const owner = Object.keys(tables).find((driver) => tables[driver]!.some((a) => a.id === id));
  const found = owner === undefined ? undefined : tables[owner]!.find((a) => a.id === id);
  const a = ownRecord(found, () => owner === appUserId, {
    missing: invoicingAgreementMessages.notFound,
    notYours: invoicingAgreementMessages.notYoursToSign,
  });
  if (a.signTime !== null) reject(invoicingAgreementMessages.alreadySigned);
  a.signTime = formatDateTime(db.now());
  return { ...a };
}

/**
 * Signs every unsigned agreement of the driver (the 沙箱 control's shortcut); answers how many
 * were signed.
 */
export function signInvoicingAgreements(db: Db, appUserId: string): number {
  const now = formatDateTime(db.now());
  let signed = 0;
  for (const a of db.area(invoicingAgreementArea).agreements[appUserId] ?? []) {
    if (a.signTime !== null) continue;
    a.signTime = now;
    signed += 1;
  }
  return signed;
}
