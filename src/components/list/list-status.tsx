import type { CSSProperties } from 'react';
import { RedoOutline } from 'antd-mobile-icons';
import { ListEmptyImage, ListErrorImage } from './list-images';
import styles from './list.module.css';
import { listMessages } from './messages';

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button
      type="button"
      className={styles.retry}
      aria-label={listMessages.retry}
      onClick={onRetry}
    >
      <RedoOutline aria-hidden="true" />
    </button>
  );
}

/** Before the first rows arrive. */
export function ListLoading() {
  return (
    <div className={styles.block} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{listMessages.loading}</p>
    </div>
  );
}

export function ListEmpty() {
  return (
    <div className={styles.block} role="status">
      <ListEmptyImage />
      <p className={styles.text}>{listMessages.empty}</p>
    </div>
  );
}

/** The first page failed: the whole area says so and offers a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.block} role="alert">
      <ListErrorImage />
      <p className={styles.text}>{listMessages.error}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

export type ListFooterState = 'loading' | 'finished' | 'error';

/** Below the rows: the next page on its way, the end of the list, or a failed page with retry. */
export function ListFooter({ state, onRetry }: { state: ListFooterState; onRetry: () => void }) {
  if (state === 'error') {
    return (
      <div className={styles.footer} role="alert">
        <ListErrorImage size={40} />
        <span className={styles.text}>{listMessages.error}</span>
        <RetryButton onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div className={styles.footer} role="status">
      {state === 'loading' ? (
        <span
          className={styles.spinner}
          style={{ '--spinner-size': '20px' } as CSSProperties}
          aria-hidden="true"
        />
      ) : null}
      <span className={styles.text}>
        {state === 'loading' ? listMessages.loading : listMessages.finished}
      </span>
    </div>
  );
}
