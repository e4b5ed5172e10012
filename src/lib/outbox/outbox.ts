/**
 * The offline outbox: photos and confirmations the driver made without signal, kept in IndexedDB
 * and sent when the network returns (`runner.ts`), in enqueue order per waybill (`order.ts`), each
 * with one idempotency key for all its tries.
 *
 * Durable before acknowledged: `enqueue` resolves once the item is on disk. Sent items are deleted
 * from disk; one sent just before the app died is sent again after the reload, with the same key,
 * which is why every endpoint behind the outbox honours Idempotency-Key.
 */
import { DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { createItemList } from './item-list';
import { newIdempotencyKey } from './keys';
import { browserNetwork } from './network';
import { createOutboxEdits, type RetakeChanges } from './outbox-edits';
import { createRunner } from './runner';
import { openOutboxStorage, type OutboxStorage } from './storage';
import type { NetworkSource, OutboxEntry, OutboxItem, OutboxSender, OutboxTimers } from './types';

export interface OutboxOptions<K extends string> {
  send: OutboxSender<K>;
  /** IndexedDB database name; one per test keeps tests apart. */
  dbName?: string;
  network?: NetworkSource;
  now?: () => number;
  timers?: OutboxTimers;
  backoff?: Partial<BackoffOptions>;
  random?: () => number;
  newKey?: () => string;
}

export interface Outbox<K extends string = string> {
  /** Loads what an earlier session left, listens for the network and sends what is due. */
  start(): Promise<void>;
  /** Resolves with the item once it is on disk; sends it when online. */
  enqueue(entry: OutboxEntry<K>): Promise<OutboxItem<K>>;
  /** Sends what is due; concurrent calls share one run, so no item is sent twice. */
  flush(): Promise<void>;
  /** Items waiting out a backoff are tried now (the network is back, or the driver asked). */
  retryNow(): Promise<void>;
  /** A new file or body for an unsent item: back to waiting in its place, with a new key. */
  retake(id: string, changes: RetakeChanges): Promise<OutboxItem<K> | null>;
  /** Drops an unsent item (not while it is being sent). */
  discard(id: string): Promise<boolean>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly OutboxItem<K>[];
  /** Stops timers and listeners and closes the database (tests, or a logout). */
  stop(): void;
}

const defaultTimers: OutboxTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createOutbox<K extends string = string>(options: OutboxOptions<K>): Outbox<K> {
  const now = options.now ?? Date.now;
  const network = options.network ?? browserNetwork;
  const list = createItemList<K>();
  let storage: Promise<OutboxStorage> | null = null;
  let stopListening = () => {};

  // A database that failed to open (storage full, private mode) is tried again on the next call.
  const open = () =>
    (storage ??= openOutboxStorage(options.dbName).catch((err: unknown) => {
      storage = null;
      throw err;
    }));
  const edits = createOutboxEdits({
    list,
    open,
    now,
    newKey: options.newKey ?? newIdempotencyKey,
    flush: () => runner.kick(),
  });
  const runner = createRunner({
    list,
    open,
    ready: edits.ready,
    send: options.send,
    network,
    now,
    timers: options.timers ?? defaultTimers,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    random: options.random,
  });

  return {
    async start() {
      await edits.ready();
      stopListening();
      stopListening = network.onOnline(() => void edits.retryNow().catch(() => {}));
      await runner.flush();
    },
    enqueue: edits.enqueue,
    flush: runner.flush,
    retryNow: edits.retryNow,
    retake: edits.retake,
    discard: edits.discard,
    subscribe: list.subscribe,
    getSnapshot: list.getSnapshot,
    stop() {
      runner.stop();
      stopListening();
      void storage?.then((db) => db.close()).catch(() => {});
    },
  };
}
