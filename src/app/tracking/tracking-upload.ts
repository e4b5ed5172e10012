/**
 * Analytics upload (§7.5, §9): every 60 s — never sooner after start — the records the native app
 * buffered (inside the app only) and the H5's own queue go to the server in ONE
 * eventRecord/saveBatch, errors ignored (no toast).
 *
 * On failure the H5's events go back to the front of their queue. The native side forgot its records
 * when it handed them over, so they are kept in memory for ONE more attempt with the next batch and
 * then dropped: analytics are not worth an ever-growing buffer on a phone that stays offline.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type { EventRecord, EventRecordBatch } from '@/lib/contract/common/event-record';
import { formatDateTime } from '@/lib/domain/dates';
import {
  type QueuedTrackingEvent,
  TRACK_QUEUE_LIMIT,
  drainTrackQueue,
  requeueTracks,
} from './track-queue';

export const TRACK_UPLOAD_INTERVAL_MS = 60_000;
const NATIVE_APP_MODE = 'app';
const H5_APP_MODE = 'h5';

export interface TrackQueue {
  drain(): QueuedTrackingEvent[];
  requeue(events: QueuedTrackingEvent[]): void;
}

export interface TrackingUploadDeps {
  bridge: Pick<BridgeClient, 'call' | 'mode'>;
  /** eventRecord/saveBatch with errors ignored; rejects on failure. */
  send(batch: EventRecordBatch): Promise<unknown>;
  deviceId(): string;
  queue?: TrackQueue;
}

export interface TrackingUpload {
  /** Uploads now (the timer calls it); resolves when the batch is settled. */
  flush(): Promise<void>;
  /** The app went to the background: no uploads until resume(). */
  pause(): void;
  /** Back in the foreground: the next upload is a full interval later. */
  resume(): void;
  stop(): void;
}

const appQueue: TrackQueue = { drain: drainTrackQueue, requeue: requeueTracks };

function nativeRecord(record: NativeEventRecord, deviceId: string): EventRecord {
  return {
    eventId: record.eventId,
    eventName: record.eventName,
    eventData: record.eventData,
    appMode: NATIVE_APP_MODE,
    time: record.time,
    deviceId,
  };
}

function h5Record(event: QueuedTrackingEvent, deviceId: string): EventRecord {
  return {
    eventId: event.eventId,
    eventName: event.eventName,
    eventData: event.eventData,
    appMode: H5_APP_MODE,
    time: formatDateTime(event.time),
    deviceId,
  };
}

export function startTrackingUpload(deps: TrackingUploadDeps): TrackingUpload {
  const queue = deps.queue ?? appQueue;
  /** Native records that failed once: they ride with the next batch, then are dropped. */
  let retryOnce: NativeEventRecord[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const takeNative = async (): Promise<NativeEventRecord[]> => {
    if (deps.bridge.mode() !== 'native') return [];
    try {
      const { records } = await deps.bridge.call('getEventRecords', {});
      return Array.isArray(records) ? records : [];
    } catch {
      // Not handed over, so still buffered on the native side for the next minute.
      return [];
    }
  };

  const upload = async () => {
    const retried = retryOnce;
    retryOnce = [];
    const fresh = await takeNative();
    const h5 = queue.drain();
    if (retried.length + fresh.length + h5.length === 0) return;
    const deviceId = deps.deviceId();
    const batch: EventRecordBatch = {
      eventRecord: [
        ...[...retried, ...fresh].map((r) => nativeRecord(r, deviceId)),
        ...h5.map((e) => h5Record(e, deviceId)),
      ],
    };
    try {
      await deps.send(batch);
    } catch {
      queue.requeue(h5);
      retryOnce = fresh.slice(-TRACK_QUEUE_LIMIT);
    }
  };

  const flush = () => {
    running ??= upload().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    clearInterval(timer);
    if (!stopped) timer = setInterval(() => void flush(), TRACK_UPLOAD_INTERVAL_MS);
  };

  schedule();
  return {
    flush,
    pause: () => clearInterval(timer),
    resume: schedule,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
