/**
 * The withdrawal being prepared (waybills, amount, card) between the info and the code screens,
 * kept in sessionStorage so a reload of the code screen keeps it; it ends with the application.
 */
import { sessionStore } from '@/lib/storage/browser-storage';

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

export function saveDraft(draft: WithdrawDraft): void {
  sessionStore.setItem(KEY, JSON.stringify(draft));
}

export function readDraft(): WithdrawDraft | null {
  try {
    const value: unknown = JSON.parse(sessionStore.getItem(KEY) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  sessionStore.removeItem(KEY);
}
