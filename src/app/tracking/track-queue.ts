/**
 * Analytics events waiting for upload (§7.5: eventRecord/saveBatch, every 60 s by
 * tracking-upload.ts); the queue is bounded so a long offline session cannot grow it forever.
 */
import type { TrackingEvent } from '@/lib/tracking/tracking-event';

export const TRACK_QUEUE_LIMIT = 500;

export interface QueuedTrackingEvent extends TrackingEvent {
  /** ms since the epoch. */
  time: number;
}

const queue: QueuedTrackingEvent[] = [];

export function enqueueTrack(event: TrackingEvent, now: number = Date.now()): void {
  queue.push({ ...event, time: now });
  if (queue.length > TRACK_QUEUE_LIMIT) queue.splice(0, queue.length - TRACK_QUEUE_LIMIT);
}

/** Takes every waiting event (the uploader puts them back with `requeueTracks` on failure). */
export function drainTrackQueue(): QueuedTrackingEvent[] {
  return queue.splice(0, queue.length);
}

export function requeueTracks(events: QueuedTrackingEvent[]): void {
  queue.unshift(...events);
  if (queue.length > TRACK_QUEUE_LIMIT) queue.splice(TRACK_QUEUE_LIMIT);
}

export function pendingTrackCount(): number {
  return queue.length;
}
