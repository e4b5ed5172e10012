/**
 * The outbox's items: what the driver did without signal (a photo, a departure or arrival
 * confirmation), kept on the phone until the platform has it. The outbox is generic: the caller's
 * contract decides the kinds, the endpoint path and the body; the outbox decides only when and in
 * which order an item is sent, and with which idempotency key.
 */

/**
 * waiting: not tried yet, or put back; sending: with the sender now; failed-retrying: a network,
 * time-out or 5xx failure, tried again at `nextAttemptAt`; rejected: the platform refused it for
 * good (`rejectReason`), waiting for a retake or a discard; sent: the platform has it.
 */
export type OutboxStatus = 'waiting' | 'sending' | 'failed-retrying' | 'rejected' | 'sent';

/** The call the item stands for; `body` must be plain data (it is stored in IndexedDB). */
export interface OutboxRequest {
  path: string;
  body: unknown;
}

/** What the watermark says, as it was at the moment the photo was taken (not when it is sent). */
export interface WatermarkFacts {
  uploaderName: string;
  uploaderPhone: string;
  /** The location line, e.g. an address; empty when the position was unknown. */
  locationText: string;
  longitude?: number;
  latitude?: number;
  /** Epoch ms. */
  takenAt: number;
}

/**
 * original: the bytes of the photo as the phone took it; preview: only the native preview could be
 * read (an app without `readFile`, or a read that failed), which may be a smaller, poorer image.
 */
export type PhotoQuality = 'original' | 'preview';

export interface OutboxFile {
  blob: Blob;
  name: string;
  watermark: WatermarkFacts;
  quality: PhotoQuality;
}

export interface OutboxItem<K extends string = string> {
  id: string;
  /** Enqueue order; a retake keeps it, so the item keeps its place. */
  seq: number;
  /** Sent with every try; new only when the content changes (a retake). */
  idempotencyKey: string;
  waybillId: string;
  kind: K;
  request: OutboxRequest;
  /** Empty once sent: the platform has the files and the phone's memory is freed. */
  files: OutboxFile[];
  /** Whether a rejection holds back the later items of the waybill (a confirmation does). */
  blocksOnReject: boolean;
  /** Epoch ms. */
  createdAt: number;
  status: OutboxStatus;
  /** Tries since it was made or last retaken. */
  attempts: number;
  /** Epoch ms of the next try, for a failed-retrying item. */
  nextAttemptAt: number | null;
  lastError: string | null;
  rejectReason: string | null;
}

/** What the caller enqueues. */
export interface OutboxEntry<K extends string = string> {
  waybillId: string;
  kind: K;
  request: OutboxRequest;
  files?: OutboxFile[];
  /**
   * The key to send it with; default a new one. A call that already went out once (and may have
   * reached the platform) is queued with the key it was sent with.
   */
  idempotencyKey?: string;
  /** Default true: a later item of the waybill waits until this one is sent, retaken or discarded. */
  blocksOnReject?: boolean;
}

/** A permanent refusal, with the reason to show the driver. */
export interface Rejection {
  rejected: string;
}

/**
 * Sends one item. Resolves 'sent', or a Rejection for a permanent refusal (HTTP 4xx, a business
 * refusal); throws for anything worth another try (network, time-out, 5xx).
 */
export type OutboxSender<K extends string = string> = (
  item: OutboxItem<K>,
) => Promise<'sent' | Rejection>;

/** Where the outbox learns that the phone is online: the browser, the native side, or a test. */
export interface NetworkSource {
  isOnline(): boolean;
  /** Calls `listener` when the phone comes back online; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

/** A timer API (setTimeout by default; a fake one in tests). */
export interface OutboxTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}
