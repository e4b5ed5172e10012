/**
 * Sends one §9 analytics event from anywhere in the app: it joins the queue the shell uploads with
 * eventRecord/saveBatch (through the http hooks the shell wires; a no-op in unit tests).
 */
import { httpHooks } from '@/lib/http/hooks';
import type { TrackingEventDef } from './events';
import { trackingEvent } from './tracking-event';

export function trackEvent(event: TrackingEventDef, eventData: Record<string, unknown> = {}): void {
  httpHooks().track(trackingEvent(event, eventData));
}
