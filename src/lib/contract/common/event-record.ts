/** Analytics upload (mdc eventRecord, §3, §7.1, §7.5). The client ignores this call's errors. */
import { endpoint } from '../endpoint';

export interface EventRecord {
  /** §9 ids, e.g. 5001 for a network error. */
  eventId: number;
  eventName: string;
  /** The event's fields; the native bridge may hand them over already serialized. */
  eventData: Record<string, unknown> | string;
  /** Where the event happened, e.g. `h5` or `app`. */
  appMode: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  time: string;
  deviceId: string;
}

export interface EventRecordBatch {
  eventRecord: EventRecord[];
}

export const eventRecord = {
  /** Sends Authorization when stored; the sandbox also accepts it without (events before login). */
  saveBatch: endpoint<EventRecordBatch, null>('mdc', 'eventRecord/saveBatch', {
    changes: { none: 'analytics records: no screen reads them' },
  }),
} as const;
