import { beforeEach, describe, expect, it } from 'vitest';
import {
  TRACK_QUEUE_LIMIT,
  drainTrackQueue,
  enqueueTrack,
  pendingTrackCount,
  requeueTracks,
} from '@/app/tracking/track-queue';

const event = (eventId: number) => ({ eventId, eventName: 'e', eventData: {} });

describe('tracking queue', () => {
  beforeEach(() => {
    drainTrackQueue();
  });

  it('keeps events in order with their time until drained', () => {
    enqueueTrack(event(5001), 1);
    enqueueTrack(event(5002), 2);
    expect(drainTrackQueue()).toEqual([
      { ...event(5001), time: 1 },
      { ...event(5002), time: 2 },
    ]);
    expect(pendingTrackCount()).toBe(0);
  });

  it('drops the oldest beyond the limit', () => {
    for (let i = 0; i < TRACK_QUEUE_LIMIT + 3; i += 1) enqueueTrack(event(i), i);
    const all = drainTrackQueue();
    expect(all).toHaveLength(TRACK_QUEUE_LIMIT);
    expect(all[0]!.eventId).toBe(3);
  });

  it('puts a failed upload back in front', () => {
    enqueueTrack(event(1), 1);
    const batch = drainTrackQueue();
    enqueueTrack(event(2), 2);
    requeueTracks(batch);
    expect(drainTrackQueue().map((e) => e.eventId)).toEqual([1, 2]);
  });
});
