/** `sb.control.events()` and `GET /__sandbox/events`: the stored analytics events. */
import { controlOp } from '../../../control/op';
import { eventRecordArea, type StoredEvent } from './types';

export const eventRecordControl = [
  controlOp(
    'events',
    ({ db }) =>
      (): StoredEvent[] =>
        db.area(eventRecordArea).events.map((e) => ({ ...e })),
    { route: 'GET events' },
  ),
] as const;
