import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { type FormEvent, useId, useRef, useState } from 'react';
import { showToast } from '@/components/feedback';
import { SmsCodeButton } from '@/components/sms-code-button';
import { maskMobile } from '@/lib/domain/mobile';
import { SMS_CODE_LENGTH, validateSmsCode } from '@/lib/domain/sms-code';
import { realNameBankMessages as messages } from './messages';
import styles from './real-name-bank-popup.module.css';

export interface RealNameBankPopupProps {
  visible: boolean;
  /** The phone the bank sends the code to; shown masked. */
  mobile?: string | null;
  /** Asks the bank to send the code (spa/callback/certificationSendSms); rejects or resolves false on failure. */
  sendCode: () => Promise<unknown>;
  /**
   * Checks the 6-digit code (spa/callback/certificationVerification). Resolves on success (false
   * means 认证失败); rejects with the server's message, which the driver is shown as it is.
   * Call the API with ignoreErrors so the message is not also toasted by the HTTP client.
   */
  verify: (code: string) => Promise<unknown>;
  /** After 认证成功. */
  onVerified?: () => void;
  onClose: () => void;
}

function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message.trim() : '';
  return text || messages.verifyFailed;
}

/** §4, §5: real-name verification for a bank account with a 6-digit SMS code. */
export function RealNameBankPopup({ visible, onClose, ...props }: RealNameBankPopupProps) {
  return (
    <Popup
      visible={visible}
      position="bottom"
      bodyClassName={styles.body}
      destroyOnClose
      onClose={onClose}
    >
      {/* Mounted per opening: a new attempt starts with an empty code. */}
      <VerifyForm onClose={onClose} {...props} />
    </Popup>
  );
}

function VerifyForm({
  mobile,
  sendCode,
  verify,
  onVerified,
  onClose,
}: Omit<RealNameBankPopupProps, 'visible'>) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const ids = { title: useId(), input: useId(), error: useId() };

  const send = async (): Promise<boolean> => {
    try {
      if ((await sendCode()) === false) throw new Error(messages.sendFailed);
      showToast(messages.sent, 2000, 'success');
      return true;
    } catch {
      showToast(messages.sendFailed, 2000, 'fail');
      return false;
    }
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (inFlight.current) return;
    const invalid = validateSmsCode(code);
    setFieldError(invalid);
    setServerError(null);
    if (invalid) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      if ((await verify(code)) === false) {
        setServerError(messages.verifyFailed);
        return;
      }
      showToast(messages.verified, 2000, 'success');
      onVerified?.();
      onClose();
    } catch (err) {
      setServerError(messageOf(err));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const masked = mobile ? maskMobile(mobile) : '';
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={ids.title}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <header className={styles.header}>
          <h2 id={ids.title} className={styles.title}>
            {messages.title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={messages.close}
            onClick={onClose}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        {masked ? (
          <p className={styles.sendTo}>
            {messages.sendTo} <span className={styles.phone}>{masked}</span>
          </p>
        ) : null}
        <label className={styles.label} htmlFor={ids.input}>
          {messages.codeLabel}
        </label>
        <div className={`${styles.control} ${fieldError ? styles.invalid : ''}`}>
          <input
            id={ids.input}
            className={styles.input}
            value={code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            placeholder={messages.codePlaceholder}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              if (fieldError) setFieldError(null);
            }}
          />
          <SmsCodeButton onSend={send} />
        </div>
        {fieldError ? (
          <p id={ids.error} className={styles.error} role="alert">
            {fieldError}
          </p>
        ) : null}
        {serverError ? (
          <p className={styles.serverError} role="alert">
            {serverError}
          </p>
        ) : null}
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          shape="rounded"
          loading={submitting}
          className={styles.submit}
        >
          {messages.submit}
        </Button>
      </form>
    </div>
  );
}
