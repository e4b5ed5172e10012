/**
 * The withdrawal being prepared (waybills, amount, card) between the info and the code screens,
 * kept in sessionStorage so a reload of the code screen keeps it; it ends with the application.
 */
import { sessionDraft } from '@/lib/storage/session-draft';

const KEY = 'withdraw-draft';

export interface WithdrawDraft {
  waybillIds: string[];
  /** Fen. */
  amount: number;
  bankCardId: string;
}

function isDraft(value: unknown): value is WithdrawDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    Array.isArray(d.waybillIds) &&
    d.waybillIds.length > 0 &&
    d.waybillIds.every((id) => typeof id === 'string') &&
    Number.isSafeInteger(d.amount) &&
    typeof d.bankCardId === 'string'
  );
}

const draft = sessionDraft<WithdrawDraft>(KEY, isDraft);

export const saveDraft = draft.save;
export const readDraft = draft.read;
export const clearDraft = draft.clear;
