import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainTrackQueue, enqueueTrack, pendingTrackCount } from '@/app/tracking/track-queue';
import {
  TRACK_UPLOAD_INTERVAL_MS,
  type TrackingUpload,
  startTrackingUpload,
} from '@/app/tracking/tracking-upload';
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type { EventRecordBatch } from '@/lib/contract/common/event-record';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackingEvent } from '@/lib/tracking/tracking-event';
import { bridgeError, fakeBridge, type FakeBridge } from '../native/fake-bridge';

const record = (eventId: number, time = '2025-03-01 08:00:00'): NativeEventRecord => ({
  eventId,
  eventName: `native ${eventId}`,
  eventData: '{"from":"app"}',
  time,
});

let bridge: FakeBridge;
let sent: EventRecordBatch[];
let send: ReturnType<typeof vi.fn<(batch: EventRecordBatch, key: string) => Promise<unknown>>>;
let upload: TrackingUpload;
let nativeBuffer: NativeEventRecord[];

function start(mode: 'native' | 'web' = 'native') {
  bridge = fakeBridge(mode, {
    getEventRecords: () => ({ records: nativeBuffer.splice(0) }),
  });
  upload = startTrackingUpload({ bridge, send, deviceId: () => 'device-9' });
}

const minute = () => vi.advanceTimersByTimeAsync(TRACK_UPLOAD_INTERVAL_MS);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 2, 1, 9, 30, 5));
  drainTrackQueue();
  nativeBuffer = [];
  sent = [];
  send = vi.fn(async (batch: EventRecordBatch) => {
    sent.push(batch);
    return null;
  });
});
afterEach(() => {
  upload.stop();
  vi.useRealTimers();
});

describe('tracking upload (§7.5, §9: every 60 s)', () => {
  it('uploads nothing before the first minute, then one batch of native and H5 events', async () => {
    start();
    nativeBuffer.push(record(1001), record(4001));
    enqueueTrack(trackingEvent(TRACKING_EVENTS.networkTimeout, { url: '/api/x' }));
    await vi.advanceTimersByTimeAsync(TRACK_UPLOAD_INTERVAL_MS - 1);
    expect(bridge.calls).toEqual([]);
    expect(send).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]).toEqual({
      eventRecord: [
        {
          eventId: 1001,
          eventName: 'native 1001',
          eventData: '{"from":"app"}',
          appMode: 'app',
          time: '2025-03-01 08:00:00',
          deviceId: 'device-9',
        },
        expect.objectContaining({ eventId: 4001, appMode: 'app' }),
        {
          eventId: 5001,
          eventName: TRACKING_EVENTS.networkTimeout.eventName,
          eventData: { url: '/api/x' },
          appMode: 'h5',
          time: '2025-03-01 09:30:05',
          deviceId: 'device-9',
        },
      ],
    });
    expect(pendingTrackCount()).toBe(0);
  });

  it('uploads again every minute, and sends nothing when there is nothing', async () => {
    start();
    await minute();
    expect(bridge.callsOf('getEventRecords')).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    nativeBuffer.push(record(1002));
    await minute();
    expect(send).toHaveBeenCalledTimes(1);
    nativeBuffer.push(record(1003));
    await minute();
    expect(sent.map((b) => b.eventRecord.map((r) => r.eventId))).toEqual([[1002], [1003]]);
  });

  it('outside the app uploads only the H5 queue', async () => {
    start('web');
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView, { path: '/' }));
    await minute();
    expect(bridge.calls).toEqual([]);
    expect(sent[0]!.eventRecord).toEqual([
      expect.objectContaining({ eventId: 6001, appMode: 'h5' }),
    ]);
  });

  it('a failed native read still uploads the H5 events', async () => {
    start();
    bridge.answers.getEventRecords = bridgeError('timeout', 'getEventRecords');
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await minute();
    expect(sent[0]!.eventRecord.map((r) => r.eventId)).toEqual([6001]);
  });

  it('on failure sends the same batch with the same key once more; then H5 events wait, native records go', async () => {
    start();
    send.mockImplementation(async (batch) => {
      sent.push(batch);
      throw new Error('网络异常');
    });
    nativeBuffer.push(record(1001));
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await minute();
    expect(sent[0]!.eventRecord.map((r) => r.eventId)).toEqual([1001, 6001]);

    // The next minute repeats the batch as it was (its answer may have been lost after the server
    // stored it): same records, same key; 1002 waits on the native side.
    nativeBuffer.push(record(1002));
    await minute();
    expect(sent[1]).toEqual(sent[0]);
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    expect(pendingTrackCount()).toBe(1);

    send.mockImplementation(async (batch) => {
      sent.push(batch);
      return null;
    });
    await minute();
    // 1001 failed twice: dropped. 1002 waited; the H5 event went back to its queue: a new batch.
    expect(sent[2]!.eventRecord.map((r) => r.eventId)).toEqual([1002, 6001]);
    expect(send.mock.calls[2]![1]).not.toBe(send.mock.calls[0]![1]);
    expect(pendingTrackCount()).toBe(0);
  });

  it('pauses in the background and waits a full minute after resume', async () => {
    start();
    enqueueTrack(trackingEvent(TRACKING_EVENTS.appBackground));
    await vi.advanceTimersByTimeAsync(30_000);
    upload.pause();
    await vi.advanceTimersByTimeAsync(5 * TRACK_UPLOAD_INTERVAL_MS);
    expect(bridge.calls).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    upload.resume();
    await vi.advanceTimersByTimeAsync(TRACK_UPLOAD_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends two batches at once when the server is slow', async () => {
    start();
    let finish: () => void = () => {};
    send.mockImplementation(
      (batch) =>
        new Promise((resolve) => {
          sent.push(batch);
          finish = () => resolve(null);
        }),
    );
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await minute();
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await minute();
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await minute();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
