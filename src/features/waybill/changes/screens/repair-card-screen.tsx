/** /waybill/repairCard?id=: re-take the photos the platform rejected; the accepted ones stay. */
import { useSearchParams } from 'react-router-dom';
import { ButtonLink, Form, SubmitButton } from '@/components/form';
import { LoadEmpty, Loading, WaybillProblem } from '@/components/load-state';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import { useRejectedPhotos } from '../api/waybill-changes';
import styles from '../components/changes.module.css';
import { KeptPhotos } from '../components/kept-photos';
import { RejectedPhotoCard } from '../components/rejected-photo-card';
import { RepairResultNote } from '../components/repair-result';
import { useRepairPhotos } from '../hooks/use-repair-photos';
import { changesMessages as t } from '../messages';
import { waybillDetailPath } from '../../shared/waybill-path';
import { cardStyles } from '@/components/card';

function RepairForm({ waybillId }: { waybillId: string }) {
  const rejected = useRejectedPhotos(waybillId);
  const detail = useWaybillDetail(waybillId).data;
  const repair = useRepairPhotos(waybillId);
  const back = (
    <ButtonLink
      to={waybillDetailPath({ id: waybillId, kind: detail?.kind })}
      replace
      variant="secondary"
    >
      {t.backToWaybill}
    </ButtonLink>
  );
  if (rejected.error) return <WaybillProblem read={rejected} failedTitle={t.repairFailed} />;
  if (!rejected.data) return <Loading label={t.loading} lines={8} className={cardStyles.page} />;
  const note = repair.result ? <RepairResultNote result={repair.result} /> : null;
  if (rejected.data.length === 0) {
    return (
      <div className={cardStyles.page}>
        {note}
        <LoadEmpty title={repair.result ? t.repairAllDone : t.repairNone}>
          {repair.result ? null : <p className={styles.muted}>{t.repairNoneText}</p>}
          {back}
        </LoadEmpty>
      </div>
    );
  }
  return (
    <Form onSubmit={repair.submit} className={cardStyles.page}>
      {note}
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
        {back}
      </div>
    </Form>
  );
}

export function RepairCardScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (id === '') return <WaybillProblem />;
  return <RepairForm waybillId={id} />;
}

export default RepairCardScreen;
