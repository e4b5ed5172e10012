import { selectFieldMessages as m } from './messages';
import styles from './select-field.module.css';

/** A failed load in a picker: the reason and a 重试 button; what was picked so far stays. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  );
}
