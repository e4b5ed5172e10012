import { Dialog } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useCountdown } from '@/components/sms-code-button';
import { countdownText, signDialogMessages as messages } from './messages';
import styles from './sign-countdown-dialog.module.css';

/** §9: the sign button is enabled 5 s after the dialog opens. */
export const SIGN_COUNTDOWN_S = 5;

export interface SignCountdownDialogProps {
  visible: boolean;
  /** The agreement (or a summary of it) the driver is asked to sign. */
  children?: ReactNode;
  title?: ReactNode;
  /** Proceeds to signing (§4: /verifyAgree); only reachable once the countdown is over. */
  onConfirm: () => void;
  onCancel: () => void;
  /** Default 5. */
  seconds?: number;
  confirmText?: string;
  cancelText?: string;
}

/** §4: the agreement dialog whose confirm button counts down `5秒 … 1秒` before it can be pressed. */
export function SignCountdownDialog(props: SignCountdownDialogProps) {
  // Every opening mounts a fresh dialog, so every opening starts a fresh countdown.
  const [openings, setOpenings] = useState(0);
  const [wasVisible, setWasVisible] = useState(props.visible);
  if (props.visible !== wasVisible) {
    setWasVisible(props.visible);
    if (props.visible) setOpenings((n) => n + 1);
  }
  return <CountdownDialog key={openings} {...props} />;
}

function CountdownDialog({
  visible,
  children,
  title = messages.title,
  onConfirm,
  onCancel,
  seconds = SIGN_COUNTDOWN_S,
  confirmText = messages.confirm,
  cancelText = messages.cancel,
}: SignCountdownDialogProps) {
  const { secondsLeft, running } = useCountdown(() =>
    visible ? Date.now() + seconds * 1000 : null,
  );
  return (
    <Dialog
      visible={visible}
      title={title}
      aria-label={typeof title === 'string' ? title : undefined}
      content={<div className={styles.content}>{children}</div>}
      closeOnAction={false}
      closeOnMaskClick={false}
      onClose={onCancel}
      actions={[
        [
          { key: 'cancel', text: cancelText, onClick: onCancel },
          {
            key: 'confirm',
            text: running ? countdownText(Math.ceil(secondsLeft)) : confirmText,
            bold: true,
            disabled: running,
            onClick: () => {
              if (!running) onConfirm();
            },
          },
        ],
      ]}
    />
  );
}
