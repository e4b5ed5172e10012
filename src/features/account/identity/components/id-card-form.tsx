/** The ID-card step (§5): both photos, name, ID number, address and validity, each checked inline. */
import dayjs from 'dayjs';
import { FieldError, TextField } from '@/components/form';
import { ImageUploader } from '@/components/image-uploader';
import { SelectField } from '@/components/select-field';
import { identityLabels as l } from '../messages';
import type { IdCardFields } from '../hooks/use-id-card-fields';
import styles from './identity-form.module.css';

/** ID cards are issued for 5, 10 or 20 years: both ends of the validity lie within 20 years. */
const VALIDITY_YEARS = 20;

interface IdCardFormProps {
  fields: IdCardFields;
  /** Photos are uploaded with the driver's token; a guest reads the step and logs in to upload. */
  canUpload: boolean;
}

export function IdCardForm({ fields, canUpload }: IdCardFormProps) {
  const { bind, errors } = fields;
  const photo = (key: 'front' | 'back', caption: string, label: string) => {
    const binding = bind(key);
    return (
      <div className={styles.photo}>
        <ImageUploader
          value={binding.value}
          onChange={(items) => {
            binding.onChange(items);
            fields.touch(key);
          }}
          label={label}
          disabled={!canUpload}
          className={errors[key] ? styles.photoInvalid : undefined}
        />
        <span className={styles.caption}>{caption}</span>
        <FieldError id={`id-card-${key}-error`} message={errors[key]} />
      </div>
    );
  };
  const now = dayjs();
  return (
    <>
      <fieldset className={styles.photos}>
        <legend className="sr-only">{l.photos}</legend>
        {photo('front', l.front, l.uploadFront)}
        {photo('back', l.back, l.uploadBack)}
      </fieldset>
      {canUpload ? null : <p className={styles.note}>{l.photosNeedLogin}</p>}
      <TextField label={l.name} autoComplete="name" maxLength={20} {...bind('name')} />
      <TextField
        label={l.idNumber}
        maxLength={18}
        autoComplete="off"
        {...bind('certificateNumber')}
        onChange={(v) => fields.set('certificateNumber', v.replace(/\s/g, '').toUpperCase())}
      />
      <TextField label={l.address} maxLength={60} {...bind('address')} />
      <SelectField
        kind="dateRange"
        label={l.validity}
        value={fields.values.validity}
        onChange={(v) => {
          fields.set('validity', v);
          fields.touch('validity');
        }}
        min={now.subtract(VALIDITY_YEARS, 'year').toDate()}
        max={now.add(VALIDITY_YEARS, 'year').toDate()}
        error={errors.validity ?? null}
      />
    </>
  );
}
