/**
 * Where an uploaded photo of the outbox ended up: the upload's answer, kept in IndexedDB under the
 * photo item's id from the moment the upload answers until the confirmation that refers to it is
 * delivered. A reload between the photo and its confirmation therefore still finds the real URLs.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { UploadResult } from '@/lib/contract/common/upload';

interface PathsSchema extends DBSchema {
  paths: { key: string; value: { id: string; result: UploadResult } };
}

export interface PhotoPaths {
  put(id: string, result: UploadResult): Promise<void>;
  get(id: string): Promise<UploadResult | undefined>;
  remove(ids: readonly string[]): Promise<void>;
  close(): void;
}

export function openPhotoPaths(name: string): PhotoPaths {
  let db: Promise<IDBPDatabase<PathsSchema>> | null = null;
  const open = () =>
    (db ??= openDB<PathsSchema>(name, 1, {
      upgrade: (d) => void d.createObjectStore('paths', { keyPath: 'id' }),
    }).catch((err: unknown) => {
      db = null;
      throw err;
    }));
  return {
    async put(id, result) {
      await (await open()).put('paths', { id, result });
    },
    async get(id) {
      return (await (await open()).get('paths', id))?.result;
    },
    async remove(ids) {
      const tx = (await open()).transaction('paths', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
    close: () => void db?.then((d) => d.close()).catch(() => {}),
  };
}
