import { showAlert } from '@/components/feedback';
import { MoneyOutcomeUnknown } from './use-money-action';

/**
 * Runs a money action (entrust, withdraw, a fuel order); an unknown outcome is said in a dialog, under `title`
 * where the screen gives one (a refusal is already reported by the client). Null unless it is done.
 */
export async function moneyResult<T>(act: () => Promise<T>, title?: string): Promise<T | null> {
  try {
    return await act();
  } catch (err) {
    if (err instanceof MoneyOutcomeUnknown) {
      await showAlert(
        title === undefined ? { content: err.message } : { title, content: err.message },
      );
    }
    return null;
  }
}
