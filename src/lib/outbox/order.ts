/**
 * Which item goes next. Items of one waybill go strictly in enqueue order, so a confirmation never
 * reaches the platform before the photos taken for it. Waybills are independent: one whose first
 * item is waiting out a backoff does not hold back another waybill's items.
 */
import type { OutboxItem } from './types';

const PENDING = new Set(['waiting', 'sending', 'failed-retrying']);

/** Unsent or rejected-and-blocking: the later items of its waybill wait behind it. */
function holdsBack(item: OutboxItem): boolean {
  return PENDING.has(item.status) || (item.status === 'rejected' && item.blocksOnReject);
}

function isDue(item: OutboxItem, now: number): boolean {
  if (item.status === 'waiting') return true;
  return item.status === 'failed-retrying' && (item.nextAttemptAt ?? 0) <= now;
}

/** The first item, in enqueue order, that may be sent at `now`; `items` are sorted by seq. */
export function nextToSend<T extends OutboxItem>(items: readonly T[], now: number): T | undefined {
  const held = new Set<string>();
  for (const item of items) {
    if (held.has(item.waybillId)) continue;
    if (isDue(item, now)) return item;
    if (holdsBack(item)) held.add(item.waybillId);
  }
  return undefined;
}

/** When the earliest backoff ends, or null when no item is waiting one out. */
export function nextWakeUp(items: readonly OutboxItem[]): number | null {
  let earliest: number | null = null;
  for (const item of items) {
    if (item.status !== 'failed-retrying' || item.nextAttemptAt === null) continue;
    if (earliest === null || item.nextAttemptAt < earliest) earliest = item.nextAttemptAt;
  }
  return earliest;
}
