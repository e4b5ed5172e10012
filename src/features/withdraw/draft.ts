/**
 * The withdrawal being prepared (waybills, amount, card) between the info and the code screens,
 * kept in sessionStorage so a reload of the code screen keeps it; it ends with the application.
 */
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
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function readDraft(): WithdrawDraft | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}
