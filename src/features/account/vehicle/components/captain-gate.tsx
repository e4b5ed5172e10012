import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/form';
import { useUserDetail } from '@/hooks/shared-reads';
import { paths } from '@/lib/routing/paths';
import { vehicleMessages as t } from '../messages';
import styles from './vehicle.module.css';

/**
 * Fleet certification is a captain's (isCaptain from the user detail): anyone else is told why and
 * offered the captain certification instead.
 */
export function CaptainGate({ children }: { children: ReactNode }) {
  const user = useUserDetail();
  if (!user.data) {
    return (
      <div className={styles.page} role="status" aria-label={t.loading}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!user.data.isCaptain) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.notCaptainTitle} description={t.notCaptainHint} />
        <ButtonLink to={paths.controllerVoucher.to()}>{t.toCaptainCertify}</ButtonLink>
      </div>
    );
  }
  return children;
}
