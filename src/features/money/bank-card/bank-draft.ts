/**
 * What the driver entered across the add-card steps (bank, number, mobile, consent), kept in session
 * storage so going back or a reload loses nothing. Cleared when the card is bound.
 */
import { sessionStore } from '@/lib/storage/browser-storage';

export const BANK_DRAFT_KEY = 'bank-card:addDraft';

export interface BankDraft {
  bankName: string;
  employeeNo: string;
  /** Digits only. */
  cardNo: string;
  reservedMobile: string;
  agreed: boolean;
}

export const EMPTY_DRAFT: BankDraft = {
  bankName: '',
  employeeNo: '',
  cardNo: '',
  reservedMobile: '',
  agreed: false,
};

export function readBankDraft(): BankDraft {
  try {
    const raw = sessionStore.getItem(BANK_DRAFT_KEY);
    if (raw) return { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<BankDraft>) };
  } catch {
    // A damaged draft is dropped: the driver starts again.
  }
  return { ...EMPTY_DRAFT };
}

export function writeBankDraft(patch: Partial<BankDraft>): BankDraft {
  const next = { ...readBankDraft(), ...patch };
  sessionStore.setItem(BANK_DRAFT_KEY, JSON.stringify(next));
  return next;
}

export function clearBankDraft(): void {
  sessionStore.removeItem(BANK_DRAFT_KEY);
}

/** Ready for the confirmation and later steps: a bank and a whole number. */
export function draftComplete(d: BankDraft): boolean {
  return d.bankName !== '' && d.cardNo.length >= 16;
}
