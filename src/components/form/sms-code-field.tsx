import { SmsCodeButton } from '@/components/sms-code-button';
import { SMS_CODE_LENGTH } from '@/lib/domain/sms-code';
import { formMessages } from './messages';
import { stripFormatting, TextField } from './text-field';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Shows the red * (a form's `bind` passes it). */
  required?: boolean;
  /** SmsCodeButton's `onSend`: check what the code is for, send it, resolve true when it went out. */
  onSend: () => Promise<boolean>;
  /** A countdown already running (epoch ms), e.g. for a code sent on the previous screen. */
  runningUntil?: number | null;
  label?: string;
}

/** The 6-digit code with its 发送验证码 / N秒后重发 button inside the box. */
export function SmsCodeField({
  onChange,
  onSend,
  runningUntil,
  label = formMessages.smsCode,
  ...props
}: SmsCodeFieldProps) {
  return (
    <TextField
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      placeholder={formMessages.smsCodePlaceholder}
      onChange={(v) => onChange(stripFormatting(v))}
      trailing={<SmsCodeButton onSend={onSend} runningUntil={runningUntil} />}
      {...props}
    />
  );
}
