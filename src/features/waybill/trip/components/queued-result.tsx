import { OutboxQueue } from '@/components/outbox';
import { outboxItemLabel, useWaybillOutbox } from '@/hooks/use-outbox';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { savedOfflineNote, tripMessages as t } from '../messages';
import { TripResult } from './trip-result';

/** A step made without signal: saved on the phone, what waits, and the way back. */
export function QueuedResult({ detail, count }: { detail: WaybillDetail; count: number }) {
  const outbox = useWaybillOutbox(detail.id);
  return (
    <TripResult detail={detail} title={t.savedOffline} note={savedOfflineNote(count)}>
      <OutboxQueue
        items={outbox.items}
        waiting={outbox.waiting}
        labelOf={outboxItemLabel}
        onRetryNow={outbox.retryNow}
        onRetake={(item) => void outbox.retake(item)}
        onDiscard={outbox.discard}
      />
    </TripResult>
  );
}
