/**
 * trackEvent (track.ts) by the event's key, loading the catalogue (events.ts) and the queue's entry
 * only when an event is sent: what runs on the way to the first screen (the shell's page views, the
 * login and registration screens) carries neither, and /login stays within its budget.
 */
import type { TrackingEventKey } from './events';

export function trackByKey(key: TrackingEventKey, eventData: Record<string, unknown> = {}): void {
  void Promise.all([import('./events'), import('./track')]).then(
    ([{ TRACKING_EVENTS }, { trackEvent }]) => trackEvent(TRACKING_EVENTS[key], eventData),
  );
}
