/**
 * The outbox on disk: IndexedDB through `idb`. An item's facts and its files are kept in two
 * stores, so a status change (every try) rewrites a few hundred bytes, not the photos. Files are
 * stored as bytes rather than Blobs: older iOS WebViews fail to store a Blob in IndexedDB.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxFile, OutboxItem, PhotoQuality, WatermarkFacts } from './types';

export const OUTBOX_DB_NAME = 'driver-outbox';
const VERSION = 1;

type StoredItem = Omit<OutboxItem, 'files'>;

export interface StoredFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  watermark: WatermarkFacts;
  /** Absent in files stored before originals were read: those were all previews. */
  quality?: PhotoQuality;
}

interface OutboxSchema extends DBSchema {
  items: { key: string; value: StoredItem };
  files: { key: string; value: { id: string; files: StoredFile[] } };
}

export interface OutboxStorage {
  /** Every stored item with its files, in enqueue order. */
  loadAll(): Promise<OutboxItem[]>;
  /** Writes the item's facts, and its files when given (read them first with `toStoredFiles`). */
  save(item: OutboxItem, files?: StoredFile[]): Promise<void>;
  remove(id: string): Promise<void>;
  close(): void;
}

/** The files' bytes, read before a transaction opens (awaiting anything else inside one ends it). */
export function toStoredFiles(files: readonly OutboxFile[]): Promise<StoredFile[]> {
  return Promise.all(
    files.map(async ({ blob, name, watermark, quality }) => ({
      name,
      type: blob.type,
      // Response rather than Blob#arrayBuffer, which iOS gained only in Safari 14.
      bytes: await new Response(blob).arrayBuffer(),
      watermark,
      quality,
    })),
  );
}

function fromStoredFiles(files: readonly StoredFile[]): OutboxFile[] {
  return files.map(({ name, type, bytes, watermark, quality }) => ({
    blob: new Blob([bytes], { type }),
    name,
    watermark,
    quality: quality ?? 'preview',
  }));
}

function withoutFiles(item: OutboxItem): StoredItem {
  const { files: _files, ...facts } = item;
  return facts;
}

function storageOver(db: IDBPDatabase<OutboxSchema>): OutboxStorage {
  return {
    async loadAll() {
      const tx = db.transaction(['items', 'files'], 'readonly');
      const [items, files] = await Promise.all([
        tx.objectStore('items').getAll(),
        tx.objectStore('files').getAll(),
      ]);
      const filesById = new Map(files.map((entry) => [entry.id, entry.files]));
      return items
        .map((item) => ({ ...item, files: fromStoredFiles(filesById.get(item.id) ?? []) }))
        .sort((a, b) => a.seq - b.seq);
    },
    async save(item, files) {
      const tx = db.transaction(['items', 'files'], 'readwrite');
      const writes: Promise<unknown>[] = [tx.objectStore('items').put(withoutFiles(item))];
      if (files) writes.push(tx.objectStore('files').put({ id: item.id, files }));
      await Promise.all([...writes, tx.done]);
    },
    async remove(id) {
      const tx = db.transaction(['items', 'files'], 'readwrite');
      await Promise.all([
        tx.objectStore('items').delete(id),
        tx.objectStore('files').delete(id),
        tx.done,
      ]);
    },
    close: () => db.close(),
  };
}

export async function openOutboxStorage(name = OUTBOX_DB_NAME): Promise<OutboxStorage> {
  const db = await openDB<OutboxSchema>(name, VERSION, {
    upgrade(database) {
      database.createObjectStore('items', { keyPath: 'id' });
      database.createObjectStore('files', { keyPath: 'id' });
    },
  });
  return storageOver(db);
}
