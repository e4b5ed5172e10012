/** Analytics events received through eventRecord/saveBatch (the newest 1000). */
import type { EventRecord } from '@/lib/contract/common/event-record';
import { areaKey } from '../../slice';

export interface StoredEvent extends EventRecord {
  receivedAt: string;
  appUserId: string | null;
}

export interface EventTables {
  events: StoredEvent[];
}

export const eventRecordArea = areaKey<EventTables>('common/event-record');
