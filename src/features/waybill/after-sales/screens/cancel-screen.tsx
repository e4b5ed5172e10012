/** /waybill/waybillcancel?id=: cancel a waybill before departure (§2.4). */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ButtonLink, Form, SubmitButton, TextAreaField } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { SelectField } from '@/components/select-field';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { useCancelReasons } from '../api/after-sales';
import { WaybillGate, WaybillSummaryCard } from '../components/waybill-gate';
import { OTHER_REASON, useCancelForm } from '../hooks/use-cancel-form';
import { afterSalesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

function CancelForm({ detail }: { detail: WaybillDetail }) {
  const reasons = useCancelReasons();
  const { fields, submit } = useCancelForm(detail);
  if (reasons.error) return <LoadFailed title={t.reasonsFailed} {...failedReadProps(reasons)} />;
  if (!reasons.data) return <Loading label={t.loading} lines={5} />;
  const reason = fields.bind('reason');
  return (
    <Page as="div">
      <Form onSubmit={submit}>
        <WaybillSummaryCard detail={detail} />
        <SelectField
          kind="buttonGroup"
          label={t.cancelReason}
          options={reasons.data}
          value={reason.value || null}
          onChange={(v: string | null) => {
            reason.onChange(v ?? '');
            fields.touch('reason');
          }}
          error={reason.error}
        />
        <TextAreaField
          {...fields.bind('remark')}
          label={
            fields.values.reason === OTHER_REASON ? t.cancelRemark : `${t.cancelRemark}（选填）`
          }
          placeholder={t.cancelRemarkPlaceholder}
          max={100}
        />
        <SubmitButton>{t.cancelSubmit}</SubmitButton>
      </Form>
    </Page>
  );
}

/** Departed or already cancelled: said plainly, with the way back to the waybill. */
function CannotCancel({ detail }: { detail: WaybillDetail }) {
  const title = detail.status === 'cancelled' ? t.cancelCancelled : t.cancelDeparted;
  return (
    <LoadEmpty title={title}>
      <ButtonLink to={waybillDetailPath(detail)} replace>
        {t.backToWaybill}
      </ButtonLink>
    </LoadEmpty>
  );
}

export function CancelScreen() {
  const [params] = useSearchParams();
  return (
    <WaybillGate id={params.get('id') ?? ''}>
      {(detail) =>
        detail.status === 'toLoad' ? (
          <CancelForm detail={detail} />
        ) : (
          <CannotCancel detail={detail} />
        )
      }
    </WaybillGate>
  );
}

export default CancelScreen;
