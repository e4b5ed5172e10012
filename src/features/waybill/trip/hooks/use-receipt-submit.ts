/**
 * The receipt: photos to the shipper's approval, sent once with the idempotency key of the
 * waybill's receipt (`sendIntended`: kept until the answer is known, across leaving and reloads);
 * without signal the photos and the receipt go to the outbox with that key (`queued`), which owns
 * it from then on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MOVED_ON } from '@/components/form';
import { waybillTrip, type WaybillDetail } from '@/lib/contract/waybill/trip';
import { http } from '@/lib/http/client';
import { sendIntended } from '@/lib/http/intended-write';
import { paths } from '@/lib/routing/paths';
import { isUnreachable, knownOffline, type QueuedStep } from '@/lib/waybill-outbox';
import { queueIntended } from '../api/offline';
import { applyReceiptPayment, tripChanged } from '../api/trip';
import { tripMessages as t } from '../messages';
import { useTripPhotos } from './use-trip-photos';

export function useReceiptSubmit(detail: WaybillDetail) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const photos = useTripPhotos();
  const [error, setError] = useState<string | undefined>();
  const [queued, setQueued] = useState<QueuedStep | null>(null);
  /** The intended action: this waybill's receipt (the photos may change between tries). */
  const path = waybillTrip.uploadReceipt.path;
  const intent = { id: detail.id };

  const queue = async () => {
    setQueued(
      await queueIntended({ path, intent }, 'receipt', { id: detail.id }, photos.stepPhotos()),
    );
  };

  const submit = async () => {
    if (photos.items.length === 0) {
      setError(t.noReceiptPhotos);
      return;
    }
    setError(undefined);
    if (photos.localCount > 0 || knownOffline()) return queue();
    try {
      await sendIntended(path, intent, (idempotencyKey) =>
        http.call(
          waybillTrip.uploadReceipt,
          { id: detail.id, photos: photos.inputs() },
          { idempotencyKey },
        ),
      );
    } catch (err) {
      if (!isUnreachable(err)) throw err;
      return queue();
    }
    applyReceiptPayment(detail.id);
    tripChanged(client);
    navigate(paths.waybillReceiptSuccess.to({ id: detail.id }), { replace: true });
    return MOVED_ON;
  };

  return { photos, error, submit, queued };
}
