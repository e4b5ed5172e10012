/** /waybill/repairCard?id=: re-take the photos the platform rejected; the accepted ones stay. */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { ButtonLink, Form, SubmitButton } from '@/components/form';
import { LoadEmpty, Loading, WaybillProblem } from '@/components/load-state';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { useRejectedPhotos } from '../api/waybill-changes';
import styles from '../components/changes.module.css';
import { KeptPhotos } from '../components/kept-photos';
import { RejectedPhotoCard } from '../components/rejected-photo-card';
import { RepairDone, RepairProgress } from '../components/repair-result';
import { useRepairPhotos } from '../hooks/use-repair-photos';
import { changesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';

function RepairForm({ waybillId }: { waybillId: string }) {
  const rejected = useRejectedPhotos(waybillId);
  const detail = useWaybillDetail(waybillId).data;
  const repair = useRepairPhotos(waybillId);
  const waybillPath = waybillDetailPath({ id: waybillId, kind: detail?.kind });
  if (rejected.error) return <WaybillProblem read={rejected} failedTitle={t.repairFailed} />;
  if (!rejected.data) return <Loading label={t.loading} lines={8} />;
  if (rejected.data.length === 0) {
    if (repair.result) return <RepairDone result={repair.result} waybillPath={waybillPath} />;
    return (
      <LoadEmpty title={t.repairNone}>
        <p className={styles.muted}>{t.repairNoneText}</p>
        <ButtonLink to={waybillPath} replace variant="secondary">
          {t.backToWaybill}
        </ButtonLink>
      </LoadEmpty>
    );
  }
  return (
    <Page as="div">
      <Form onSubmit={repair.submit}>
        {repair.result ? <RepairProgress result={repair.result} /> : null}
        {rejected.data.map((photo) => (
          <RejectedPhotoCard key={photo.photoId} photo={photo} {...repair.bind(photo.photoId)} />
        ))}
        {detail ? <KeptPhotos photos={detail.photos} /> : null}
        {repair.error ? (
          <p className={styles.reason} role="alert">
            {repair.error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton>{t.repairSubmit}</SubmitButton>
          <ButtonLink to={waybillPath} replace variant="secondary">
            {t.backToWaybill}
          </ButtonLink>
        </div>
      </Form>
    </Page>
  );
}

export function RepairCardScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id === '') return <WaybillProblem />;
  return <RepairForm waybillId={id} />;
}

export default RepairCardScreen;
