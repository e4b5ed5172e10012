/** The ID-card step (§5): both photos, name, ID number, address and validity, each checked inline. */
import dayjs from 'dayjs';
import { TextField } from '@/components/form';
import { exampleImage, PhotoField } from '@/components/photo-field';
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
  const { bind } = fields;
  const now = dayjs();
  return (
    <>
      <PhotoField
        label={l.front}
        example={{ src: exampleImage('idCardFront') }}
        disabled={!canUpload}
        {...bind('front')}
      />
      <PhotoField
        label={l.back}
        example={{ src: exampleImage('idCardBack') }}
        disabled={!canUpload}
        {...bind('back')}
      />
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
        {...bind('validity')}
        min={now.subtract(VALIDITY_YEARS, 'year').toDate()}
        max={now.add(VALIDITY_YEARS, 'year').toDate()}
      />
    </>
  );
}
