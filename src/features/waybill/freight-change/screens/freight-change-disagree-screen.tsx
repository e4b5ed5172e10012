/** /waybill/freight/disagree?id=: why the driver does not accept a freight change (§2.4). */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { Form, SubmitButton, TextAreaField } from '@/components/form';
import { LoadEmpty } from '@/components/load-state';
import { REASON_MAX, useDisagreeForm } from '../hooks/use-disagree-form';
import { freightMessages as t } from '../messages';

function DisagreeForm({ id }: { id: string }) {
  const { fields, submit } = useDisagreeForm(id);
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <TextAreaField
          {...fields.bind('reason')}
          label={t.disagreeReason}
          placeholder={t.disagreePlaceholder}
          max={REASON_MAX}
        />
        <SubmitButton>{t.disagreeSubmit}</SubmitButton>
      </Form>
    </Page>
  );
}

export function FreightChangeDisagreeScreen() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return id ? <DisagreeForm id={id} /> : <LoadEmpty title={t.missing} />;
}

export default FreightChangeDisagreeScreen;
