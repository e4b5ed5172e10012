import type { TrackingEventDef } from './events';

/** One analytics record as the native side and eventRecord/saveBatch receive it. */
export interface TrackingEvent {
  eventId: number;
  eventName: string;
  eventData: Record<string, unknown>;
}

export function trackingEvent(
  event: TrackingEventDef,
  eventData: Record<string, unknown> = {},
): TrackingEvent {
  return { eventId: event.eventId, eventName: event.eventName, eventData };
}
