/**
 * Analytics upload (§7.5, §9): every 60 s — never sooner after start — the records the native app
 * buffered (inside the app only) and the H5's own queue go to the server in ONE
 * eventRecord/saveBatch, errors ignored (no toast).
 *
 * A batch carries an Idempotency-Key and is written to storage BEFORE it is sent: the native side
 * forgets records once it has handed them over, so a batch held only in memory would die with the
 * page when the phone kills the app (or the driver swipes it away) in a dead zone. Until the batch
 * is delivered, the SAME batch with the same key is sent again each minute — also by the next page
 * after a kill — so a batch whose answer was lost on a weak signal (the server stored it) is
 * replayed, not stored twice; new records wait meanwhile (the native side keeps buffering, the H5
 * queue keeps its own). After UNSENT_BATCH_TRIES failed sends the batch is given up: its H5 events
 * go back to the front of their queue and its native records are dropped, since analytics are not
 * worth an ever-growing buffer on a phone that stays offline.
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import type { NativeEventRecord } from '@/lib/bridge/protocol';
import type { EventRecord, EventRecordBatch } from '@/lib/contract/common/event-record';
import { randomUuid } from '@/lib/crypto/random-uuid';
import { formatDateTime } from '@/lib/domain/dates';
import { type StorageLike, localStore } from '@/lib/storage/browser-storage';
import {
  type QueuedTrackingEvent,
  TRACK_QUEUE_LIMIT,
  drainTrackQueue,
  requeueTracks,
} from './track-queue';

export const TRACK_UPLOAD_INTERVAL_MS = 60_000;
/** Where the batch being sent waits until the server has it. */
export const UNSENT_BATCH_STORAGE_KEY = 'driver_tracking_unsent';
/** Sends of one batch (one a minute while the app runs) before it is given up. */
export const UNSENT_BATCH_TRIES = 60;
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
  /** Keeps the batch being sent across a killed page (default: localStorage). */
  store?: StorageLike;
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

/** The batch being sent, kept until the server has it. */
interface UnsentBatch {
  batch: EventRecordBatch;
  key: string;
  h5: QueuedTrackingEvent[];
  /** Sends that failed so far. */
  tries: number;
}

function isUnsentBatch(value: unknown): value is UnsentBatch {
  const v = value as Partial<UnsentBatch> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.key === 'string' &&
    typeof v.tries === 'number' &&
    Array.isArray(v.h5) &&
    Array.isArray(v.batch?.eventRecord)
  );
}

function readUnsent(store: StorageLike): UnsentBatch | null {
  try {
    const value: unknown = JSON.parse(store.getItem(UNSENT_BATCH_STORAGE_KEY) ?? 'null');
    return isUnsentBatch(value) ? value : null;
  } catch {
    return null;
  }
}

export function startTrackingUpload(deps: TrackingUploadDeps): TrackingUpload {
  const queue = deps.queue ?? appQueue;
  const store = deps.store ?? localStore;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  // Also held in memory, for a WebView whose storage is full or disabled.
  let current = readUnsent(store);

  const keep = (unsent: UnsentBatch | null) => {
    current = unsent;
    try {
      if (unsent) store.setItem(UNSENT_BATCH_STORAGE_KEY, JSON.stringify(unsent));
      else store.removeItem(UNSENT_BATCH_STORAGE_KEY);
    } catch {
      // Storage full or disabled: the batch is still held in memory.
    }
  };

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

  const send = async (unsent: UnsentBatch) => {
    try {
      await deps.send(unsent.batch, unsent.key);
      keep(null);
    } catch {
      const tries = unsent.tries + 1;
      if (tries < UNSENT_BATCH_TRIES) return keep({ ...unsent, tries });
      keep(null);
      queue.requeue(unsent.h5);
    }
  };

  const fresh = async (): Promise<UnsentBatch | null> => {
    const native = (await takeNative()).slice(-TRACK_QUEUE_LIMIT);
    const h5 = queue.drain();
    if (native.length + h5.length === 0) return null;
    const deviceId = deps.deviceId();
    const batch: EventRecordBatch = {
      eventRecord: [
        ...native.map((r) => nativeRecord(r, deviceId)),
        ...h5.map((e) => h5Record(e, deviceId)),
      ],
    };
    const unsent = { batch, key: randomUuid(), h5, tries: 0 };
    keep(unsent);
    return unsent;
  };

  const upload = async () => {
    const unsent = current ?? (await fresh());
    if (unsent) await send(unsent);
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
