import { Button, ErrorBlock } from 'antd-mobile';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import styles from './status-screen.module.css';
import { paths } from '@/lib/routing/paths';

/** The catch-all route. */
export function NotFoundScreen() {
  const navigate = useSafeNavigate();
  return (
    <div className={styles.page}>
      <ErrorBlock
        status="empty"
        title={<h1 className={styles.title}>{appMessages.notFoundTitle}</h1>}
        description={appMessages.notFoundDescription}
        className={styles.block}
      />
      <div className={styles.actions}>
        <Button
          color="primary"
          size="large"
          block
          onClick={() => navigate(paths.home.to(), { replace: true })}
        >
          {appMessages.backHome}
        </Button>
      </div>
    </div>
  );
}

export default NotFoundScreen;
