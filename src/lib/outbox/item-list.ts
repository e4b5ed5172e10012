/**
 * The outbox's items in memory, in enqueue order, as an immutable snapshot with subscribe and
 * getSnapshot (the pair `useSyncExternalStore` takes). Every change replaces the array.
 */
import type { OutboxItem } from './types';

export interface ItemList<K extends string> {
  getSnapshot(): readonly OutboxItem<K>[];
  subscribe(listener: () => void): () => void;
  get(id: string): OutboxItem<K> | undefined;
  /** Adds or replaces the item, keeping enqueue order. */
  put(item: OutboxItem<K>): void;
  /** The item with `changes`; throws for an unknown id (a bug: callers check first). */
  patch(id: string, changes: Partial<OutboxItem<K>>): OutboxItem<K>;
  remove(id: string): void;
  replaceAll(items: readonly OutboxItem<K>[]): void;
}

export function createItemList<K extends string>(): ItemList<K> {
  let items: readonly OutboxItem<K>[] = [];
  const listeners = new Set<() => void>();
  const commit = (next: readonly OutboxItem<K>[]) => {
    items = next;
    for (const listener of [...listeners]) listener();
  };
  const get = (id: string) => items.find((item) => item.id === id);
  const put = (item: OutboxItem<K>) =>
    commit([...items.filter((it) => it.id !== item.id), item].sort((a, b) => a.seq - b.seq));
  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get,
    put,
    patch(id, changes) {
      const current = get(id);
      if (!current) throw new Error(`outbox item ${id} is gone`);
      const next = { ...current, ...changes };
      put(next);
      return next;
    },
    remove: (id) => commit(items.filter((item) => item.id !== id)),
    replaceAll: (next) => commit([...next].sort((a, b) => a.seq - b.seq)),
  };
}
