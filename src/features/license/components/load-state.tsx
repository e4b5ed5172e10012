import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { licenseMessages as m } from '../messages';
import styles from './licence-details.module.css';

/** The licence record is loading: a skeleton announced as 加载中…. */
export function LoadingState() {
  return (
    <div className={styles.card} role="status" aria-label={m.loading}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}

/** The licence record could not be read: the server's message and a retry. */
export function LoadError({
  error,
  retrying,
  onRetry,
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className={styles.card} role="alert">
      <ErrorBlock status="disconnected" title={m.loadFailed} description={error.message} />
      <Button color="primary" size="large" block loading={retrying} onClick={onRetry}>
        {m.retry}
      </Button>
    </div>
  );
}
