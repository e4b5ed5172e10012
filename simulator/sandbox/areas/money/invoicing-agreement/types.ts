/** Invoicing agreements issued to drivers, signed or not, by appUserId. */
import type { UnsignedAgreement } from '@/lib/contract/money/invoicing-agreement';
import { areaKey } from '../../slice';

export interface InvoicingAgreementRecord extends UnsignedAgreement {
  /** `YYYY-MM-DD HH:mm:ss`; null while unsigned. */
  signTime: string | null;
}

export interface InvoicingAgreementTables {
  agreements: Record<string, InvoicingAgreementRecord[]>;
}

export const invoicingAgreementArea = areaKey<InvoicingAgreementTables>(
  'money/invoicing-agreement',
);
