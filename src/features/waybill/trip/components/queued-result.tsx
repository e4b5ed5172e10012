import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { OutboxCard } from '../../shared/outbox-card';
import { savedOfflineNote, tripMessages as t } from '../messages';
import { TripResult } from './trip-result';

/** A step made without signal: saved on the phone (a wait, not yet done), what waits, the way back. */
export function QueuedResult({ detail, count }: { detail: WaybillDetail; count: number }) {
  return (
    <TripResult
      detail={detail}
      status="waiting"
      title={t.savedOffline}
      note={savedOfflineNote(count)}
    >
      <OutboxCard waybillId={detail.id} />
    </TripResult>
  );
}
