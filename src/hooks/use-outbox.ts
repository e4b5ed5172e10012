/**
 * A waybill's part of the offline outbox, kept current as items are queued, sent, retried and
 * refused. The outbox instance is the caller's (its sender knows the waybill endpoints); this hook
 * only reads it, so any screen that shows the outbox renders the same state.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Outbox } from '@/lib/outbox/outbox';
import { waybillOutbox, type WaybillOutbox } from '@/lib/outbox/waybill-view';

export function useOutbox<K extends string>(
  outbox: Outbox<K>,
  waybillId: string,
): WaybillOutbox<K> {
  const items = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  return useMemo(() => waybillOutbox(items, waybillId), [items, waybillId]);
}
