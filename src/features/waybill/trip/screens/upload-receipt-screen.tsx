/** 上传回单 (/waybill/uploadreceipt?id=): receipt photos to the shipper's approval. */
import { Page } from '@/components/card';
import { Button } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { PhotoCard } from '../components/photo-card';
import { QueuedResult } from '../components/queued-result';
import { TripFrame } from '../components/trip-frame';
import styles from '../components/trip.module.css';
import { WaybillHead } from '../components/waybill-head';
import { useReceiptSubmit } from '../hooks/use-receipt-submit';
import { tripMessages as t } from '../messages';

function ReceiptForm({ detail }: { detail: WaybillDetail }) {
  const { photos, error, submit, queued } = useReceiptSubmit(detail);
  if (queued) return <QueuedResult detail={detail} count={queued.count} />;
  return (
    <Page as="div">
      <WaybillHead detail={detail} />
      {detail.receiptRejectReason ? (
        <div className={styles.notice} role="note">
          {t.receiptRejected}
          {detail.receiptRejectReason}
        </div>
      ) : null}
      <PhotoCard
        title={t.receiptPhotos}
        hint={t.receiptHint}
        value={photos.items}
        onChange={photos.onChange}
        error={error}
        bridge={photos.bridge}
        localCount={photos.localCount}
      />
      <div className={styles.footer}>
        <Button onClick={submit}>{t.submitReceipt}</Button>
      </div>
    </Page>
  );
}

export function UploadReceiptScreen() {
  return (
    <TripFrame status="toReceipt" wrongState={t.notToReceipt}>
      {(detail) =>
        detail.receiptPending ? (
          // Already handed in: nothing to upload until the shipper answers.
          <ReceiptWaiting />
        ) : (
          <ReceiptForm detail={detail} />
        )
      }
    </TripFrame>
  );
}

function ReceiptWaiting() {
  return (
    <Page as="div">
      <div className={styles.notice} role="note">
        {t.receiptWaiting}
      </div>
    </Page>
  );
}

export default UploadReceiptScreen;
