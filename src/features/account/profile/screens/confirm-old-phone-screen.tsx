/** /i/main/modify-mobile-phone-number/confirm-old-phone-number: step 1, the number to replace. */
import { ButtonLink } from '@/components/form';
import { maskMobile } from '@/lib/domain/mobile';
import { paths } from '@/lib/routing/paths';
import { StepPage } from '../components/step-page';
import styles from '../components/step-page.module.css';
import { useChangePhoneDraft } from '../hooks/use-change-phone-draft';
import { profileMessages as m } from '../messages';

export function ConfirmOldPhoneScreen() {
  // The link's `mobile` names the number too, but the session's own number is the one the server
  // checks, so that is the one shown and verified.
  const { oldMobile } = useChangePhoneDraft();
  return (
    <StepPage step={1} heading={m.currentPhone} hint={m.confirmOldHint}>
      <p className={styles.phone} aria-label={`${m.currentPhone} ${maskMobile(oldMobile)}`}>
        {maskMobile(oldMobile)}
      </p>
      <ButtonLink to={paths.oldPhoneCode.to({ mobile: oldMobile })}>{m.next}</ButtonLink>
    </StepPage>
  );
}

export default ConfirmOldPhoneScreen;
