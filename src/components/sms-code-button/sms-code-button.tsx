import { useRef, useState } from 'react';
import { countdownLabel, SMS_COUNTDOWN_S } from '@/lib/domain/sms-code';
import styles from './sms-code-button.module.css';
import { useCountdown } from './use-countdown';

export interface SmsCodeButtonProps {
  /**
   * Checks what the code is for (usually the mobile, showing its message inline) and sends the
   * code; resolves true when a code went out, which starts the countdown.
   */
  onSend: () => Promise<boolean>;
  /** §9: 60 s. */
  seconds?: number;
  /** A countdown already running, e.g. for a code sent on the previous screen (epoch ms). */
  runningUntil?: number | null;
  disabled?: boolean;
  className?: string;
}

/** §4: 发送验证码, then `N秒后重发` for 60 s, then 发送验证码 again. */
export function SmsCodeButton({
  onSend,
  seconds = SMS_COUNTDOWN_S,
  runningUntil = null,
  disabled = false,
  className,
}: SmsCodeButtonProps) {
  const { secondsLeft, running, start } = useCountdown(runningUntil);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current || running) return;
    inFlight.current = true;
    setSending(true);
    try {
      if (await onSend()) start(seconds);
    } catch {
      // The sender reports its own failure; the driver may simply tap again.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className={className ?? styles.button}
      disabled={disabled || sending || running}
      aria-busy={sending || undefined}
      onClick={() => void send()}
    >
      {countdownLabel(secondsLeft)}
    </button>
  );
}
