/** What one item's state reads as. */
import dayjs from 'dayjs';
import type { OutboxItem } from '@/lib/outbox/types';
import { outboxMessages as m, retryingAt } from './messages';

export function statusText(item: Pick<OutboxItem, 'status' | 'nextAttemptAt'>): string {
  switch (item.status) {
    case 'waiting':
      return m.waiting;
    case 'sending':
      return m.sending;
    case 'failed-retrying':
      return item.nextAttemptAt === null
        ? m.retrying
        : retryingAt(dayjs(item.nextAttemptAt).format('HH:mm:ss'));
    case 'rejected':
      return m.rejected;
    case 'sent':
      return m.sent;
  }
}
