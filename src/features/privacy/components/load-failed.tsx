import { Button, ErrorBlock } from 'antd-mobile';
import { privacyMessages as m } from '../messages';
import styles from './privacy.module.css';

export interface LoadFailedProps {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** A read that failed, worded on the page with a retry (the client does not report it). */
export function LoadFailed({ title, error, retrying, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.state} role="alert">
      <ErrorBlock status="disconnected" title={title} description={error.message} />
      <Button
        color="primary"
        size="large"
        className={styles.retry}
        loading={retrying}
        onClick={onRetry}
      >
        {m.retry}
      </Button>
    </div>
  );
}

/** The look of a page whose data is on its way. */
export function LoadingRows({ lines = 6 }: { lines?: number }) {
  return (
    <div className={styles.page} role="status" aria-label={m.loading}>
      <div className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.skeletonRow} />
        ))}
      </div>
    </div>
  );
}
