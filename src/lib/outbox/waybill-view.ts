/**
 * What a waybill's screen shows of the outbox: its items in enqueue order with their states, how
 * many still wait to reach the platform, and how many were refused and need the driver.
 */
import type { OutboxItem } from './types';

export interface WaybillOutbox<K extends string = string> {
  items: OutboxItem<K>[];
  /** Not yet delivered: waiting, being sent, or waiting out a backoff. */
  waiting: number;
  /** Refused for good: each says why and offers a retake or a discard. */
  rejected: number;
  sent: number;
}

const UNDELIVERED = new Set(['waiting', 'sending', 'failed-retrying']);

export function waybillOutbox<K extends string>(
  all: readonly OutboxItem<K>[],
  waybillId: string,
): WaybillOutbox<K> {
  const items = all.filter((item) => item.waybillId === waybillId);
  return {
    items,
    waiting: items.filter((item) => UNDELIVERED.has(item.status)).length,
    rejected: items.filter((item) => item.status === 'rejected').length,
    sent: items.filter((item) => item.status === 'sent').length,
  };
}
