/**
 * A waybill's part of the offline outbox, kept current as items are queued, sent, retried and
 * refused. `useOutbox` reads any outbox; `useWaybillOutbox` reads the app's waybill outbox
 * (`@/lib/waybill-outbox`) and gives its actions, so the trip screens and the waybill's detail and
 * list render the same state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
// Not the kit's index: it brings antd-mobile, which this hook (read by node tests) does without.
import { takeLocalPhoto } from '@/components/outbox/local-photo';
import { bridge as appBridge, type BridgeClient } from '@/lib/bridge/bridge';
import { waybill } from '@/lib/contract/waybill/waybills';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import type { Outbox } from '@/lib/outbox/outbox';
import { endpointKey } from '@/lib/query/endpoint-query';
import type { OutboxItem } from '@/lib/outbox/types';
import { waybillOutbox as viewOf, type WaybillOutbox } from '@/lib/outbox/waybill-view';
import {
  endWaybillOutbox,
  onOutboxSwitch,
  startWaybillOutbox,
  wakeOnQuerySuccess,
  waybillOutbox,
  type PhotoBody,
} from '@/lib/waybill-outbox';
import { useSession } from '@/stores/session';

export function useOutbox<K extends string>(
  outbox: Outbox<K>,
  waybillId: string,
): WaybillOutbox<K> {
  const items = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  return useMemo(() => viewOf(items, waybillId), [items, waybillId]);
}

const STEP_PHOTO: Record<PhotoBody['step'], string> = {
  load: '装货照片',
  unload: '卸货照片',
  receipt: '回单照片',
};
const STEP: Record<string, string> = { load: '发车确认', unload: '卸货确认', receipt: '回单提交' };

/** What an item of the waybill outbox is, e.g. 装货照片 or 发车确认. */
export function outboxItemLabel(item: OutboxItem): string {
  if (item.kind === 'photo') {
    const step = (item.request.body as Partial<PhotoBody> | null)?.step;
    return step ? STEP_PHOTO[step] : '照片';
  }
  return STEP[item.kind] ?? item.kind;
}

export function useWaybillOutbox(waybillId: string, bridge: BridgeClient = appBridge) {
  const outbox = useSyncExternalStore(onOutboxSwitch, waybillOutbox, waybillOutbox);
  const view = useOutbox(outbox, waybillId);
  const user = useSession((s) => s.loginInfo);
  const who = { name: user?.realName ?? user?.name ?? '', phone: user?.phone ?? '' };
  return {
    ...view,
    outbox,
    retryNow: () => void outbox.retryNow().catch(() => {}),
    /** A new photo from the camera in the refused one's place, with a new key. */
    async retake(item: OutboxItem) {
      const file = await takeLocalPhoto(bridge, who);
      if (file) await outbox.retake(item.id, { files: [file] });
    },
    discard: (item: OutboxItem) => void outbox.discard(item.id).catch(() => {}),
  };
}

/**
 * A confirmation reached the platform: the list and the counts read again, and the waybill's
 * detail is marked stale without a refetch, so a trip screen still showing what it saved (its
 * frame checks the waybill's state) is not swapped for "no departure needed" under the driver.
 */
function refreshOnDelivery(outbox: Outbox<string>, client: QueryClient): () => void {
  const seen = new Set<string>();
  return outbox.subscribe(() => {
    const delivered = outbox
      .getSnapshot()
      .filter((item) => item.kind !== 'photo' && item.status === 'sent' && !seen.has(item.id));
    if (delivered.length === 0) return;
    delivered.forEach((item) => seen.add(item.id));
    for (const ep of [waybill.listPage, waybill.countByStatus])
      void client.invalidateQueries({ queryKey: endpointKey(ep) });
    void client.invalidateQueries({
      queryKey: endpointKey(waybillTrip.getDetail),
      refetchType: 'none',
    });
  });
}

/**
 * The logged-in driver's outbox runs (sending what an earlier session left) and is woken by every
 * successful request; the returned stop (a logout) ends it, its items kept for the next login. The
 * shell loads this lazily (src/app/session/use-outbox-session.ts): /login never carries it.
 */
export function startOutboxSession(userId: string, client: QueryClient): () => void {
  const outbox = startWaybillOutbox(userId);
  const stopWaking = wakeOnQuerySuccess(client);
  const stopRefreshing = refreshOnDelivery(outbox, client);
  return () => {
    stopWaking();
    stopRefreshing();
    endWaybillOutbox();
  };
}
