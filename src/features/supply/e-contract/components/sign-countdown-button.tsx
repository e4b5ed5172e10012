/**
 * §4/§9: the 签署 button counts down 5 s from when the contract is shown and is enabled only when
 * it reaches zero (the countdown of the kit's sign dialog, on the page).
 */
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/form';
import { SIGN_COUNTDOWN_S } from '@/components/sign-countdown-dialog';
import { useCountdown } from '@/components/sms-code-button';
import { eContractMessages as t } from '../messages';
import styles from './e-contract.module.css';

export function SignCountdownButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const { secondsLeft, running } = useCountdown(() => Date.now() + SIGN_COUNTDOWN_S * 1000);
  return (
    <div className={styles.footer}>
      {running ? <p className={styles.hint}>{t.readFirst}</p> : null}
      <Button disabled={running} onClick={() => navigate(to)}>
        {running ? t.countdown(Math.ceil(secondsLeft)) : t.sign}
      </Button>
    </div>
  );
}
