/** /waybill/evaluate?id=: rate a finished waybill, once (§2.4). */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ButtonLink, Form, SubmitButton, TextAreaField } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { SelectField } from '@/components/select-field';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { useEvaluateTags } from '../api/after-sales';
import { StarRating } from '../components/star-rating';
import { WaybillGate, WaybillSummaryCard } from '../components/waybill-gate';
import { useEvaluateForm } from '../hooks/use-evaluate-form';
import { afterSalesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

function EvaluateForm({ detail }: { detail: WaybillDetail }) {
  const tags = useEvaluateTags();
  const { fields, submit } = useEvaluateForm(detail);
  if (tags.error) return <LoadFailed title={t.tagsFailed} {...failedReadProps(tags)} />;
  if (!tags.data) return <Loading label={t.loading} lines={5} />;
  const stars = fields.bind('stars');
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <WaybillSummaryCard detail={detail} />
        <StarRating
          value={stars.value}
          onChange={(n) => {
            stars.onChange(n);
            fields.touch('stars');
          }}
          error={stars.error}
        />
        <SelectField
          kind="buttonGroup"
          multiple
          required={false}
          label={t.evaluateTags}
          options={tags.data.map((tag) => ({ label: tag, value: tag }))}
          value={fields.values.tags}
          onChange={(v) => fields.set('tags', v)}
        />
        <TextAreaField
          {...fields.bind('comment')}
          label={t.evaluateComment}
          placeholder={t.evaluateCommentPlaceholder}
          max={100}
        />
        <SubmitButton>{t.submit}</SubmitButton>
      </Form>
    </Page>
  );
}

export function EvaluateScreen() {
  const [params] = useSearchParams();
  return (
    <WaybillGate id={params.get('id') ?? ''}>
      {(detail) =>
        detail.status === 'done' && detail.afterSales.evaluate ? (
          <EvaluateForm detail={detail} />
        ) : (
          <LoadEmpty title={detail.status === 'done' ? t.evaluateDone : t.evaluateNotDone}>
            <ButtonLink to={waybillDetailPath(detail)} replace>
              {t.backToWaybill}
            </ButtonLink>
          </LoadEmpty>
        )
      }
    </WaybillGate>
  );
}

export default EvaluateScreen;
