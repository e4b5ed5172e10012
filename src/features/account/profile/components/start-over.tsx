import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import { profileMessages as m } from '../messages';
import { StepPage } from './step-page';
import styles from './step-page.module.css';

/** A later step opened without the old number verified (a deep link, another tab): back to step 1. */
export function StartOver({ oldMobile }: { oldMobile: string }) {
  return (
    <StepPage step={1} heading={m.changeTitle}>
      <p className={styles.notice} role="alert">
        {m.startOver}
      </p>
      <ButtonLink to={paths.confirmOldPhone.to({ mobile: oldMobile })} replace>
        {m.startOverAction}
      </ButtonLink>
    </StepPage>
  );
}
