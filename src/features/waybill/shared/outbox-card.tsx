import { OutboxBadge, OutboxQueue } from '@/components/outbox';
import { outboxItemLabel, useWaybillOutbox } from '@/hooks/use-outbox';

/**
 * Issue 13 §4: what of this waybill waits on the phone for the network, and what was refused.
 * Items delivered in this session stay listed as 已上传; after a reload only what is left shows.
 */
export function OutboxCard({ waybillId }: { waybillId: string }) {
  const outbox = useWaybillOutbox(waybillId);
  return (
    <OutboxQueue
      items={outbox.items}
      waiting={outbox.waiting}
      labelOf={outboxItemLabel}
      onRetryNow={outbox.retryNow}
      onRetake={(item) => void outbox.retake(item)}
      onDiscard={outbox.discard}
    />
  );
}

/** The list card's "N 项待上传". */
export function OutboxCount({ waybillId }: { waybillId: string }) {
  const { waiting, rejected } = useWaybillOutbox(waybillId);
  return <OutboxBadge waiting={waiting} rejected={rejected} />;
}
