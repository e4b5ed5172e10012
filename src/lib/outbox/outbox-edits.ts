/**
 * The outbox's changes other than sending: loading what an earlier session left, enqueueing,
 * retaking, discarding and calling a backoff off. Each resolves once the change is on disk.
 */
import type { ItemList } from './item-list';
import { toStoredFiles, type OutboxStorage } from './storage';
import type { OutboxEntry, OutboxFile, OutboxItem } from './types';

/** What a retake replaces; what is left out stays as it was. */
export interface RetakeChanges {
  files?: OutboxFile[];
  body?: unknown;
}

interface EditsDeps<K extends string> {
  list: ItemList<K>;
  open: () => Promise<OutboxStorage>;
  now: () => number;
  newKey: () => string;
  /** Starts a run (not awaited: a change resolves when stored, not when sent). */
  flush: () => void;
}

/** May be changed or dropped by the driver: everything not with the sender now nor delivered. */
const editable = (item: OutboxItem | undefined): item is OutboxItem =>
  item !== undefined && item.status !== 'sending' && item.status !== 'sent';

export function createOutboxEdits<K extends string>({
  list,
  open,
  now,
  newKey,
  flush,
}: EditsDeps<K>) {
  let loaded: Promise<void> | null = null;
  let lastSeq = 0;

  /**
   * An item left 'sending' was cut off by a reload or a crash: whether the platform got it is
   * unknown, so it goes back to waiting with the same key. Backoffs of the last session are over.
   */
  async function load(): Promise<void> {
    const db = await open();
    const items = (await db.loadAll()) as OutboxItem<K>[];
    const resumed = items.map((item) =>
      item.status === 'sending' ? { ...item, status: 'waiting' as const } : item,
    );
    await Promise.all(resumed.filter((it, i) => it !== items[i]).map((it) => db.save(it)));
    lastSeq = Math.max(lastSeq, ...items.map((item) => item.seq));
    list.replaceAll(
      resumed.map((item) =>
        item.status === 'failed-retrying' ? { ...item, nextAttemptAt: now() } : item,
      ),
    );
  }

  const ready = () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    }));

  return {
    ready,
    async enqueue(entry: OutboxEntry<K>): Promise<OutboxItem<K>> {
      await ready();
      const files = entry.files ?? [];
      const stored = await toStoredFiles(files);
      const item: OutboxItem<K> = {
        id: newKey(),
        seq: ++lastSeq,
        idempotencyKey: entry.idempotencyKey ?? newKey(),
        waybillId: entry.waybillId,
        kind: entry.kind,
        request: entry.request,
        files,
        blocksOnReject: entry.blocksOnReject ?? true,
        createdAt: now(),
        status: 'waiting',
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        rejectReason: null,
      };
      await (await open()).save(item, stored);
      list.put(item);
      flush();
      return item;
    },
    /** The content changed, so the key is new: the platform must not answer with the old refusal. */
    async retake(id: string, changes: RetakeChanges): Promise<OutboxItem<K> | null> {
      await ready();
      const stored = changes.files ? await toStoredFiles(changes.files) : undefined;
      const current = list.get(id);
      if (!editable(current)) return null;
      const item = list.patch(id, {
        status: 'waiting',
        idempotencyKey: newKey(),
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        rejectReason: null,
        files: changes.files ?? current.files,
        request: 'body' in changes ? { ...current.request, body: changes.body } : current.request,
      });
      await (await open()).save(item, stored);
      flush();
      return item;
    },
    async discard(id: string): Promise<boolean> {
      await ready();
      if (!editable(list.get(id))) return false;
      list.remove(id);
      await (await open()).remove(id);
      // A discarded blocking item may have been holding back the rest of its waybill.
      flush();
      return true;
    },
    async retryNow(): Promise<void> {
      await ready();
      for (const item of list.getSnapshot()) {
        if (item.status === 'failed-retrying') list.patch(item.id, { nextAttemptAt: now() });
      }
      flush();
    },
  };
}
