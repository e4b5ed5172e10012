/** /waybill/abnormal?id=: report a breakdown, an accident, a jam … on the road (§2.4). */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ButtonLink, Form, SubmitButton, TextAreaField } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { useAbnormalTypes } from '../api/after-sales';
import { LocationRow } from '../components/location-row';
import { SitePhotos, TypeField } from '../components/report-fields';
import { WaybillGate, WaybillSummaryCard } from '../components/waybill-gate';
import { useAbnormalForm } from '../hooks/use-abnormal-form';
import { afterSalesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

function AbnormalForm({ detail }: { detail: WaybillDetail }) {
  const types = useAbnormalTypes();
  const form = useAbnormalForm(detail);
  if (types.error) return <LoadFailed title={t.typesFailed} {...failedReadProps(types)} />;
  if (!types.data) return <Loading label={t.loading} lines={5} />;
  return (
    <Page as="div">
      <Form onSubmit={form.submit}>
        <WaybillSummaryCard detail={detail} />
        <TypeField label={t.abnormalType} options={types.data} field={form.fields.bind('type')} />
        <TextAreaField
          {...form.fields.bind('description')}
          label={t.abnormalDescription}
          placeholder={t.abnormalDescriptionPlaceholder}
          max={200}
        />
        <SitePhotos value={form.photos} onChange={form.setPhotos} />
        <LocationRow location={form.location} error={form.locationError} />
        <SubmitButton>{t.submit}</SubmitButton>
      </Form>
    </Page>
  );
}

export function AbnormalScreen() {
  const [params] = useSearchParams();
  return (
    <WaybillGate id={params.get('id') ?? ''}>
      {(detail) =>
        detail.status === 'toLoad' || detail.status === 'inTransit' ? (
          <AbnormalForm detail={detail} />
        ) : (
          <LoadEmpty title={detail.status === 'cancelled' ? t.cancelCancelled : t.abnormalUnloaded}>
            <ButtonLink to={waybillDetailPath(detail)} replace>
              {t.backToWaybill}
            </ButtonLink>
          </LoadEmpty>
        )
      }
    </WaybillGate>
  );
}

export default AbnormalScreen;
