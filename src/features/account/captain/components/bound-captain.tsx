/** The bound captain, and unbinding them after a confirm (the next read shows none). */
import { CardText } from '@/components/card';
import { Button } from '@/components/form';
import { showConfirm, showToast } from '@/components/feedback';
import type { CarCaptain } from '@/lib/contract/account/captain';
import { useUnbindCaptain } from '../api/captain';
import { captainMessages as messages } from '../messages';
import { CaptainCard } from './captain-card';
import styles from './captain-panels.module.css';

export function BoundCaptain({ captain }: { captain: CarCaptain }) {
  const unbind = useUnbindCaptain();
  const confirmUnbind = async () => {
    const yes = await showConfirm({
      title: messages.unbind,
      content: messages.unbindConfirm(captain.name),
      confirmText: messages.confirm,
      cancelText: messages.cancel,
    });
    if (!yes) return;
    try {
      await unbind.mutateAsync({ carCaptainId: captain.carCaptainId });
      showToast(messages.unbound, 2000, 'success');
    } catch {
      // Reported by the HTTP client; the captain stays shown as bound.
    }
  };
  return (
    <CaptainCard
      captain={captain}
      title={messages.boundTitle}
      contact
      actions={
        <Button variant="secondary" onClick={confirmUnbind}>
          {messages.unbind}
        </Button>
      }
    >
      <CardText className={styles.hint}>{messages.changeHint}</CardText>
    </CaptainCard>
  );
}
