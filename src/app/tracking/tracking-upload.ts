/**
 * Analytics upload (§7.5, §9): every 60 s — never sooner after start — the records the native app
 * buffered (inside the app only) and the H5's own queue go to the server in ONE
 * eventRecord/saveBatch, errors ignored (no toast).
 *
 * A batch carries an Idempotency-Key. On failure the SAME batch, with the same key, is sent once
 * more at the next minute (new records wait: the native side keeps buffering, the H5 queue keeps
 * its own), so a batch whose answer was lost on a weak signal — the server stored it — is replayed,
 * not stored twice. If that fails too, the H5's events go back to the front of their queue (a new
 * batch later) and the native records, which the native side forgot when it handed them over, are
 * dropped: analytics are not worth an ever-growing buffer on a phone that stays offline.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type { EventRecord, EventRecordBatch } from '@/lib/contract/common/event-record';
import { randomUuid } from '@/lib/crypto/random-uuid';
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
  /** eventRecord/saveBatch with errors ignored, with this Idempotency-Key; rejects on failure. */
  send(batch: EventRecordBatch, idempotencyKey: string): Promise<unknown>;
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

/** A batch that failed once: sent again as it was, with its key. */
interface FailedBatch {
  batch: EventRecordBatch;
  key: string;
  h5: QueuedTrackingEvent[];
}

export function startTrackingUpload(deps: TrackingUploadDeps): TrackingUpload {
  const queue = deps.queue ?? appQueue;
  let failed: FailedBatch | null = null;
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

  const retry = async (again: FailedBatch) => {
    failed = null;
    try {
      await deps.send(again.batch, again.key);
    } catch {
      queue.requeue(again.h5);
    }
  };

  const upload = async () => {
    if (failed) return retry(failed);
    const fresh = (await takeNative()).slice(-TRACK_QUEUE_LIMIT);
    const h5 = queue.drain();
    if (fresh.length + h5.length === 0) return;
    const deviceId = deps.deviceId();
    const batch: EventRecordBatch = {
      eventRecord: [
        ...fresh.map((r) => nativeRecord(r, deviceId)),
        ...h5.map((e) => h5Record(e, deviceId)),
      ],
    };
    const key = randomUuid();
    try {
      await deps.send(batch, key);
    } catch {
      failed = { batch, key, h5 };
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
