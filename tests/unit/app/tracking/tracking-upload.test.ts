import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainTrackQueue, enqueueTrack, pendingTrackCount } from '@/app/tracking/track-queue';
import {
  TRACK_UPLOAD_INTERVAL_MS,
  type TrackingUpload,
  UNSENT_BATCH_STORAGE_KEY,
  UNSENT_BATCH_TRIES,
  startTrackingUpload,
} from '@/app/tracking/tracking-upload';
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type { EventRecordBatch } from '@/lib/contract/common/event-record';
import { type StorageLike, createMemoryStorage } from '@/lib/storage/browser-storage';
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
let store: StorageLike;

function start(mode: 'native' | 'web' = 'native') {
  bridge = fakeBridge(mode, {
    getEventRecords: () => ({ records: nativeBuffer.splice(0) }),
  });
  upload = startTrackingUpload({ bridge, send, deviceId: () => 'device-9', store });
}

const failing = () =>
  send.mockImplementation(async (batch) => {
    sent.push(batch);
    throw new Error('网络异常');
  });
const answering = () =>
  send.mockImplementation(async (batch) => {
    sent.push(batch);
    return null;
  });
const ids = (batch: EventRecordBatch | undefined) => batch?.eventRecord.map((r) => r.eventId);

const minute = () => vi.advanceTimersByTimeAsync(TRACK_UPLOAD_INTERVAL_MS);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 2, 1, 9, 30, 5));
  drainTrackQueue();
  nativeBuffer = [];
  store = createMemoryStorage();
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

  it('until delivered sends the same batch with the same key each minute; new records wait', async () => {
    start();
    failing();
    nativeBuffer.push(record(1001));
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await minute();
    expect(ids(sent[0])).toEqual([1001, 6001]);

    // Its answer may have been lost after the server stored it: the same records, the same key;
    // 1002 waits on the native side and the next H5 event in its queue.
    nativeBuffer.push(record(1002));
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await minute();
    await minute();
    expect(sent).toEqual([sent[0], sent[0], sent[0]]);
    expect(new Set(send.mock.calls.map((call) => call[1])).size).toBe(1);
    expect(bridge.callsOf('getEventRecords')).toHaveLength(1);
    expect(pendingTrackCount()).toBe(1);

    answering();
    await minute();
    expect(sent).toHaveLength(4);
    await minute();
    expect(ids(sent[4])).toEqual([1002, 6001]);
    expect(send.mock.calls[4]![1]).not.toBe(send.mock.calls[0]![1]);
    expect(pendingTrackCount()).toBe(0);
    expect(store.getItem(UNSENT_BATCH_STORAGE_KEY)).toBeNull();
  });

  it('a batch outlives a killed page: the next page sends it first, with its key', async () => {
    start();
    failing();
    nativeBuffer.push(record(1001), record(1002));
    await minute();
    // The phone kills the app in the dead zone; the native side has already forgotten 1001, 1002.
    upload.stop();
    drainTrackQueue();
    nativeBuffer.push(record(1003));
    answering();
    start();
    await minute();
    await minute();
    expect(sent.map(ids)).toEqual([[1001, 1002], [1001, 1002], [1003]]);
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
  });

  it('a batch is held in memory where storage fails, and sent before anything new', async () => {
    store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    start();
    failing();
    nativeBuffer.push(record(1001));
    await minute();
    answering();
    nativeBuffer.push(record(1002));
    await minute();
    await minute();
    expect(sent.map(ids)).toEqual([[1001], [1001], [1002]]);
  });

  it(`gives a batch up after ${UNSENT_BATCH_TRIES} failed sends: H5 events wait, native records go`, async () => {
    start();
    failing();
    nativeBuffer.push(record(1001));
    enqueueTrack(trackingEvent(TRACKING_EVENTS.pageView));
    await vi.advanceTimersByTimeAsync(UNSENT_BATCH_TRIES * TRACK_UPLOAD_INTERVAL_MS);
    expect(sent).toHaveLength(UNSENT_BATCH_TRIES);
    expect(store.getItem(UNSENT_BATCH_STORAGE_KEY)).toBeNull();
    expect(pendingTrackCount()).toBe(1);
    answering();
    nativeBuffer.push(record(1002));
    await minute();
    expect(ids(sent.at(-1))).toEqual([1002, 6001]);
  });

  it('a damaged stored batch is ignored', async () => {
    store.setItem(UNSENT_BATCH_STORAGE_KEY, '{"key":1');
    start();
    nativeBuffer.push(record(1001));
    await minute();
    expect(sent.map(ids)).toEqual([[1001]]);
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
