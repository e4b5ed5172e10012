import { ErrorBlock } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';

/** Logged out where the driver's own contracts are asked: log in, then come back here. */
export function LoginPrompt() {
  const { pathname, search } = useLocation();
  return (
    <div className={styles.state}>
      <ErrorBlock status="default" title={t.loginTitle} description={t.loginHint} />
      <ButtonLink
        className={styles.stateAction}
        to={paths.loginPwd.to({ redirect: `${pathname}${search}` })}
      >
        {t.goLogin}
      </ButtonLink>
    </div>
  );
}
