import { useQuery } from '@tanstack/react-query';
import type { FieldBinding } from '@/components/form';
import { SelectField } from '@/components/select-field';
import { dictionaryQueryOptions } from '@/hooks/shared-reads';
import { DictKey } from '@/lib/contract/common/dict';
import { licenseMessages as m } from '../messages';

/** 准驾车型 from the `quasiDrivingType` dictionary; a value OCR read stays even before it loads. */
export function QuasiTypeField({ value, onChange, onBlur, error, required }: FieldBinding<string>) {
  const dict = useQuery(dictionaryQueryOptions(DictKey.quasiDrivingType));
  const options = (dict.data ?? []).map((o) => ({ label: o.label, value: String(o.value) }));
  if (value && !options.some((o) => o.value === value)) options.push({ label: value, value });
  return (
    <SelectField
      kind="actionSheet"
      label={m.labels.quasiDrivingType}
      options={options}
      value={value || null}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      error={error}
      required={required}
    />
  );
}
