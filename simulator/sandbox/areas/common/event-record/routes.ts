/** Analytics batches are stored and inspectable through GET /__sandbox/events. */
import { eventRecord, type EventRecord } from '@/lib/contract/common/event-record';
import { reject } from '../../../envelope';
import { int, list, optionalText, text } from '../../../fields';
import { route, type Wire } from '../../../router';
import { eventRecordArea } from './types';

const KEEP = 1000;

function record(raw: Wire<EventRecord>): EventRecord {
  const eventId = int(raw.eventId, NaN);
  if (!Number.isFinite(eventId)) reject('eventId不能为空');
  const data = raw.eventData;
  return {
    eventId,
    eventName: text(raw.eventName, 'eventName'),
    eventData: typeof data === 'string' ? data : ((data ?? {}) as Record<string, unknown>),
    appMode: optionalText(raw.appMode) ?? '',
    time: optionalText(raw.time) ?? '',
    deviceId: optionalText(raw.deviceId) ?? '',
  };
}

export const eventRecordRoutes = [
  route(
    eventRecord.saveBatch,
    (req, ctx) => {
      const batch = list(req.eventRecord).map((raw) => record(raw as Wire<EventRecord>));
      const receivedAt = ctx.db.nowText();
      const { events } = ctx.db.area(eventRecordArea);
      for (const e of batch)
        events.push({ ...e, receivedAt, appUserId: ctx.user?.appUserId ?? null });
      if (events.length > KEEP) events.splice(0, events.length - KEEP);
      return null;
    },
    { auth: 'optional' },
  ),
];
