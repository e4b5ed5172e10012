import { MOBILE_LENGTH } from '@/lib/domain/mobile';
import { formMessages } from './messages';
import { stripFormatting, TextField, type TextFieldProps } from './text-field';

export type MobileFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'maxLength'> & {
  label?: string;
};

/** An 11-digit mobile: the phone keypad, and pasted spaces or dashes dropped. */
export function MobileField({ label = formMessages.mobile, onChange, ...props }: MobileFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_LENGTH}
      placeholder={formMessages.mobilePlaceholder}
      onChange={(v) => onChange(stripFormatting(v))}
      {...props}
    />
  );
}
