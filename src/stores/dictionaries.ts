/**
 * Dictionaries (pbc/dictItems/getDictValue): dictKey → option items, fetched once per key and cached
 * in session storage, so pickers open instantly after the first use. Concurrent `ensure` calls for
 * one key share a single request.
 */
import { create } from 'zustand';
import { dict, type DictOption } from '@/lib/contract/common/dict';
import { http } from '@/lib/http/client';
import { appStorage } from '@/lib/storage/browser-storage';

const DICTIONARIES_STORAGE_KEY = 'dictionaries';

export type DictionaryMap = Record<string, DictOption[]>;

export interface DictionariesState {
  dicts: DictionaryMap;
  /** The items of `key`, fetching them when not yet known. Rejects with the call's ApiError. */
  ensure(key: string): Promise<DictOption[]>;
  /** The cached items of `key`, or undefined before `ensure`. */
  items(key: string): DictOption[] | undefined;
  /** The label of `value` in dictionary `key`, or undefined when unknown. */
  labelOf(key: string, value: string | number | null | undefined): string | undefined;
  clear(): void;
}

export function createDictionariesStore() {
  const pending = new Map<string, Promise<DictOption[]>>();

  return create<DictionariesState>()((set, get) => ({
    dicts: appStorage.get<DictionaryMap>(DICTIONARIES_STORAGE_KEY) ?? {},
    ensure(key) {
      const known = get().dicts[key];
      if (known) return Promise.resolve(known);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const request = http
        .call(dict.getDictValue, { dictKey: key })
        .then((items) => {
          const list = Array.isArray(items) ? items : [];
          const dicts = { ...get().dicts, [key]: list };
          appStorage.set(DICTIONARIES_STORAGE_KEY, dicts, 0);
          set({ dicts });
          return list;
        })
        .finally(() => pending.delete(key));
      pending.set(key, request);
      return request;
    },
    items: (key) => get().dicts[key],
    labelOf(key, value) {
      if (value === null || value === undefined) return undefined;
      return get().dicts[key]?.find((item) => item.value === String(value))?.label;
    },
    clear() {
      pending.clear();
      appStorage.remove(DICTIONARIES_STORAGE_KEY);
      set({ dicts: {} });
    },
  }));
}

export const useDictionaries = createDictionariesStore();
