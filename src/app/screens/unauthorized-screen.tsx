import { Button, ErrorBlock } from 'antd-mobile';
import { useSession } from '@/stores/session';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import styles from './status-screen.module.css';
import { paths } from '@/lib/routing/paths';

/** /401: the driver is logged in but may not open what they asked for. */
export function UnauthorizedScreen() {
  const navigate = useSafeNavigate();
  const loginAgain = () => {
    useSession.getState().clear();
    navigate(paths.loginPwd.to(), { replace: true });
  };
  return (
    <div className={styles.page}>
      <ErrorBlock
        status="busy"
        title={<h1 className={styles.title}>{appMessages.unauthorizedTitle}</h1>}
        description={appMessages.unauthorizedDescription}
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
        <Button color="primary" fill="outline" size="large" block onClick={loginAgain}>
          {appMessages.loginAgain}
        </Button>
      </div>
    </div>
  );
}

export default UnauthorizedScreen;
