import { TextField, type FieldBinding } from '@/components/form';
import { licenseMessages as m } from '../messages';

/** A date typed as `YYYY-MM-DD` (validity runs into the future, beyond the §5 pickers' range). */
export function DateTextField({ label, ...field }: FieldBinding<string> & { label: string }) {
  return (
    <TextField
      label={label}
      {...field}
      placeholder={m.datePlaceholder}
      inputMode="numeric"
      maxLength={10}
      autoComplete="off"
    />
  );
}
