/**
 * What the driver entered across the add-card steps (bank, number, mobile, consent), kept in session
 * storage so going back or a reload loses nothing. Cleared when the card is bound.
 */
import { isSavedObject, sessionDraft } from '@/lib/storage/session-draft';

export const BANK_DRAFT_KEY = 'bank-card:addDraft';

export interface BankDraft {
  bankName: string;
  employeeNo: string;
  /** Digits only. */
  cardNo: string;
  reservedMobile: string;
  agreed: boolean;
}

const EMPTY_DRAFT: BankDraft = {
  bankName: '',
  employeeNo: '',
  cardNo: '',
  reservedMobile: '',
  agreed: false,
};

// A damaged draft reads as none: the driver starts again.
const draft = sessionDraft<Partial<BankDraft>>(BANK_DRAFT_KEY, isSavedObject);

export function readBankDraft(): BankDraft {
  return { ...EMPTY_DRAFT, ...draft.read() };
}

export function writeBankDraft(patch: Partial<BankDraft>): BankDraft {
  const next = { ...readBankDraft(), ...patch };
  draft.save(next);
  return next;
}

export const clearBankDraft = draft.clear;

/** Ready for the confirmation and later steps: a bank and a whole number. */
export function draftComplete(d: BankDraft): boolean {
  return d.bankName !== '' && d.cardNo.length >= 16;
}
