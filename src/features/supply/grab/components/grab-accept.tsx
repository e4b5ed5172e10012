/**
 * The agreement's consent and its button: 同意并抢单 (接单 for an assigned source) can be pressed
 * only after the 5-s reading countdown (§9 sign countdown), and only with the tick.
 */
import { useCountdown } from '@/components/sms-code-button';
import { SIGN_COUNTDOWN_S } from '@/components/sign-countdown-dialog';
import { Button, Checkbox, useConsent } from '@/components/form';
import { grabMessages as t } from '../grab-messages';
import { GrabFooter } from './grab-footer';
import styles from './grab.module.css';

interface GrabAcceptProps {
  assigned: boolean;
  /** Returns MOVED_ON when the grab is done and the screen leaves: the button stays closed. */
  onAccept: () => Promise<unknown>;
}

export function GrabAccept({ assigned, onAccept }: GrabAcceptProps) {
  const consent = useConsent(t.consentRequired);
  // The reading time starts once the agreements are on screen (this mounts with them).
  const { secondsLeft, running } = useCountdown(() => Date.now() + SIGN_COUNTDOWN_S * 1000);
  const accept = async () => {
    if (!consent.confirm()) return;
    return onAccept();
  };
  return (
    <GrabFooter>
      <Checkbox {...consent.bind}>{t.consent}</Checkbox>
      <Button className={styles.footerButton} disabled={running} onClick={accept}>
        {running ? t.readFirst(Math.ceil(secondsLeft)) : assigned ? t.receive : t.grab}
      </Button>
    </GrabFooter>
  );
}
