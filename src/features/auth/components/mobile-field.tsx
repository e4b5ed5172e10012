import { MOBILE_LENGTH } from '@/lib/domain/mobile';
import { authLabels } from '../messages';
import { stripFormatting, TextField, type TextFieldProps } from './text-field';

type MobileFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'maxLength'> & { label?: string };

export function MobileField({ label = authLabels.mobile, onChange, ...props }: MobileFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_LENGTH}
      placeholder={authLabels.mobilePlaceholder}
      onChange={(v) => onChange(stripFormatting(v))}
      {...props}
    />
  );
}
