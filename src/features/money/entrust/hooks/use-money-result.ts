import { showAlert } from '@/components/feedback';
import { MoneyOutcomeUnknown } from '@/hooks/use-money-action';

/** Runs a money action; an unknown outcome is said in a dialog (a refusal is already reported). */
export async function moneyResult<T>(act: () => Promise<T>): Promise<T | null> {
  try {
    return await act();
  } catch (err) {
    if (err instanceof MoneyOutcomeUnknown) await showAlert({ content: err.message });
    return null;
  }
}
