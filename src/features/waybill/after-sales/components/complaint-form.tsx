import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form, MobileField, SubmitButton, TextAreaField } from '@/components/form';
import { ImageUploader } from '@/components/image-uploader';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { SelectField } from '@/components/select-field';
import { dictionaryQueryOptions } from '@/hooks/shared-reads';
import { DictKey } from '@/lib/contract/common/dict';
import type { ComplaintInput } from '@/lib/contract/waybill/after-sales';
import { type ComplaintDraft, useComplaintForm } from '../hooks/use-complaint-form';
import { afterSalesMessages as t } from '../messages';
import styles from './after-sales.module.css';
import { cardStyles } from '@/components/card';

const MAX_PHOTOS = 9;

export interface ComplaintFormProps {
  waybillId: string;
  initial: ComplaintDraft;
  send: (input: ComplaintInput) => Promise<unknown>;
  /** The waybill's card (and anything else above the fields). */
  header: ReactNode;
}

/** The fields of a complaint, for the add and the update screens. */
export function ComplaintForm({ waybillId, initial, send, header }: ComplaintFormProps) {
  const types = useQuery(dictionaryQueryOptions(DictKey.complaintType));
  const form = useComplaintForm(waybillId, initial, send);
  if (types.error) return <LoadFailed title={t.complaintTypesFailed} {...failedReadProps(types)} />;
  if (!types.data) return <Loading label={t.loading} lines={5} className={cardStyles.page} />;
  const type = form.fields.bind('type');
  return (
    <Form onSubmit={form.submit} className={cardStyles.page}>
      {header}
      <SelectField
        kind="buttonGroup"
        label={t.complaintType}
        options={types.data}
        value={type.value || null}
        onChange={(v: string | null) => {
          type.onChange(v ?? '');
          form.fields.touch('type');
        }}
        error={type.error}
      />
      <TextAreaField
        {...form.fields.bind('content')}
        label={t.complaintContent}
        placeholder={t.complaintContentPlaceholder}
        max={200}
      />
      <section className={cardStyles.card} aria-label={t.photos}>
        <h2 className={cardStyles.heading}>{t.photos}</h2>
        <p className={styles.muted}>{t.photosHint}</p>
        <ImageUploader maxCount={MAX_PHOTOS} value={form.photos} onChange={form.setPhotos} />
      </section>
      <MobileField {...form.fields.bind('phone')} label={t.complaintPhone} />
      <SubmitButton>{t.submit}</SubmitButton>
    </Form>
  );
}
