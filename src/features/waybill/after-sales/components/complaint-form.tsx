import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Page } from '@/components/card';
import { Form, MobileField, SubmitButton, TextAreaField } from '@/components/form';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { dictionaryQueryOptions } from '@/hooks/shared-reads';
import { DictKey } from '@/lib/contract/common/dict';
import type { ComplaintInput } from '@/lib/contract/waybill/after-sales';
import { type ComplaintDraft, useComplaintForm } from '../hooks/use-complaint-form';
import { afterSalesMessages as t } from '../messages';
import { SitePhotos, TypeField } from './report-fields';

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
  if (!types.data) return <Loading label={t.loading} lines={5} />;
  return (
    <Page as="div">
      <Form onSubmit={form.submit}>
        {header}
        <TypeField label={t.complaintType} options={types.data} field={form.fields.bind('type')} />
        <TextAreaField
          {...form.fields.bind('content')}
          label={t.complaintContent}
          placeholder={t.complaintContentPlaceholder}
          max={200}
        />
        <SitePhotos value={form.photos} onChange={form.setPhotos} />
        <MobileField {...form.fields.bind('phone')} label={t.complaintPhone} />
        <SubmitButton>{t.submit}</SubmitButton>
      </Form>
    </Page>
  );
}
