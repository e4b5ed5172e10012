/** A driver's invoicing agreements (other areas use these, never the tables). */
import type { Db } from '../../store/db';
import { formatDateTime } from '../../store/time';
import { invoicingAgreementArea, type InvoicingAgreementRecord } from './types';

export function invoicingAgreementsOf(db: Db, appUserId: string): InvoicingAgreementRecord[] {
  return (db.area(invoicingAgreementArea).agreements[appUserId] ?? []).map((a) => ({ ...a }));
}

/**
 * Signs every unsigned agreement of the driver (what a certification signature at /verifyAgree
 * does); answers how many were signed.
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
