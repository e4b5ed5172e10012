/**
 * The receipt: photos to the shipper's approval, sent once with the visit's idempotency key; without
 * signal the photos and the receipt go to the outbox with that key (`queued`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { waybill } from '@/lib/contract/waybill';
import type { WaybillDetail } from '@/lib/contract/waybill-trip';
import { http } from '@/lib/http/client';
import { paths } from '@/lib/routing/paths';
import {
  isUnreachable,
  knownOffline,
  queueStep,
  waybillOutbox,
  type QueuedStep,
} from '@/lib/waybill-outbox';
import { applyReceiptPayment, tripChanged } from '../api/trip';
import { tripMessages as t } from '../messages';
import { useTripPhotos } from './use-trip-photos';

export function useReceiptSubmit(detail: WaybillDetail) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const photos = useTripPhotos();
  const [error, setError] = useState<string | undefined>();
  const [key] = useState(() => crypto.randomUUID());
  const [queued, setQueued] = useState<QueuedStep | null>(null);

  const queue = async () =>
    setQueued(
      await queueStep(waybillOutbox(), 'receipt', { id: detail.id }, photos.stepPhotos(), key),
    );

  const submit = async () => {
    if (photos.items.length === 0) {
      setError(t.noReceiptPhotos);
      return;
    }
    setError(undefined);
    if (photos.localCount > 0 || knownOffline()) return queue();
    try {
      await http.call(
        waybill.uploadReceipt,
        { id: detail.id, photos: photos.inputs() },
        { idempotencyKey: key },
      );
    } catch (err) {
      if (!isUnreachable(err)) throw err;
      return queue();
    }
    applyReceiptPayment(detail.id);
    tripChanged(client);
    navigate(paths.waybillReceiptSuccess.to({ id: detail.id }), { replace: true });
  };

  return { photos, error, submit, queued };
}
