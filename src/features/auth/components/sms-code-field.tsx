import type { ReactNode } from 'react';
import { SMS_CODE_LENGTH } from '@/lib/domain/sms-code';
import { authLabels } from '../messages';
import { stripFormatting, TextField } from './text-field';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** The send button. */
  trailing?: ReactNode;
}

export function SmsCodeField({ onChange, ...props }: SmsCodeFieldProps) {
  return (
    <TextField
      label={authLabels.smsCode}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      placeholder={authLabels.smsCodePlaceholder}
      onChange={(v) => onChange(stripFormatting(v))}
      {...props}
    />
  );
}
