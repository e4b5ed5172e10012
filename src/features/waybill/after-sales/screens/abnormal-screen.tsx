/** /waybill/abnormal?id=: report a breakdown, an accident, a jam … on the road (§2.4). */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, Form, SubmitButton, TextAreaField } from '@/components/form';
import { ImageUploader } from '@/components/image-uploader';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { SelectField } from '@/components/select-field';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { useAbnormalTypes } from '../api/after-sales';
import styles from '../components/after-sales.module.css';
import { LocationRow } from '../components/location-row';
import { WaybillGate, WaybillSummaryCard } from '../components/waybill-gate';
import { useAbnormalForm } from '../hooks/use-abnormal-form';
import { afterSalesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';
import { cardStyles } from '@/components/card';

const MAX_PHOTOS = 9;

function AbnormalForm({ detail }: { detail: WaybillDetail }) {
  const types = useAbnormalTypes();
  const form = useAbnormalForm(detail);
  if (types.error) return <LoadFailed title={t.typesFailed} {...failedReadProps(types)} />;
  if (!types.data) return <Loading label={t.loading} lines={5} className={cardStyles.page} />;
  const type = form.fields.bind('type');
  return (
    <Form onSubmit={form.submit} className={cardStyles.page}>
      <WaybillSummaryCard detail={detail} />
      <SelectField
        kind="buttonGroup"
        label={t.abnormalType}
        options={types.data}
        value={type.value || null}
        onChange={(v: string | null) => {
          type.onChange(v ?? '');
          form.fields.touch('type');
        }}
        error={type.error}
      />
      <TextAreaField
        {...form.fields.bind('description')}
        label={t.abnormalDescription}
        placeholder={t.abnormalDescriptionPlaceholder}
        max={200}
      />
      <section className={cardStyles.card} aria-label={t.photos}>
        <h2 className={cardStyles.heading}>{t.photos}</h2>
        <p className={styles.muted}>{t.photosHint}</p>
        <ImageUploader maxCount={MAX_PHOTOS} value={form.photos} onChange={form.setPhotos} />
      </section>
      <LocationRow location={form.location} error={form.locationError} />
      <SubmitButton>{t.submit}</SubmitButton>
    </Form>
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
