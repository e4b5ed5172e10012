/**
 * /i/bank/contract?back=: the card agreement. 同意并继续 counts down 5 s (like the kit's sign
 * countdown) and is enabled when it ends, or sooner once the driver has scrolled to the end.
 */
import { useState, type UIEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/form';
import { SafeHtml } from '@/components/safe-html';
import { SIGN_COUNTDOWN_S } from '@/components/sign-countdown-dialog';
import { useCountdown } from '@/components/sms-code-button';
import { paths } from '@/lib/routing/paths';
import { writeBankDraft } from '../bank-draft';
import styles from '../components/bank.module.css';
import { backQuery } from '../hooks/bank-return';
import { BANK_AGREEMENT_HTML, bankMessages as t } from '../messages';

/** Within this many pixels of the end counts as read to the end. */
const END_SLACK_PX = 24;

export function BankContractScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { secondsLeft, running } = useCountdown(() => Date.now() + SIGN_COUNTDOWN_S * 1000);
  const [readToEnd, setReadToEnd] = useState(false);
  const ready = readToEnd || !running;

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX) setReadToEnd(true);
  };

  const agree = () => {
    writeBankDraft({ agreed: true });
    navigate(paths.bankCheckReserveNumber.to(backQuery(params.get('back'))));
  };

  return (
    <div className={styles.contractPage}>
      <div className={styles.agreement} onScroll={onScroll}>
        <SafeHtml html={BANK_AGREEMENT_HTML} label={t.contractTitle} />
      </div>
      <div className={styles.footer}>
        <Button disabled={!ready} onClick={agree}>
          {ready ? t.agree : t.agreeIn(Math.ceil(secondsLeft))}
        </Button>
      </div>
    </div>
  );
}

export default BankContractScreen;
