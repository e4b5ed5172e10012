import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from './messages';
import type { RegionLoader, SelectOption } from './types';

export type RegionList =
  { status: 'done'; options: SelectOption[] } | { status: 'error'; message: string };

/** Key of a level's list: its parent's code ('' for the provinces). */
export function listKey(parentCode: string | null): string {
  return parentCode ?? '';
}

/**
 * The levels loaded so far, kept for the field's lifetime so reopening it asks nothing again.
 * A missing entry means "not loaded yet"; a failed one is dropped by `retry` to load again.
 */
export function useRegionLists(loader: RegionLoader) {
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });
  const [lists, setLists] = useState<Readonly<Record<string, RegionList>>>({});
  const load = useCallback((parentCode: string | null, signal: AbortSignal) => {
    const store = (list: RegionList) => {
      if (!signal.aborted) setLists((all) => ({ ...all, [listKey(parentCode)]: list }));
    };
    loaderRef.current(parentCode, signal).then(
      (options) => store({ status: 'done', options }),
      (error: unknown) => store({ status: 'error', message: errorText(error) }),
    );
  }, []);
  const retry = useCallback((parentCode: string | null) => {
    setLists((all) => {
      const rest = { ...all };
      delete rest[listKey(parentCode)];
      return rest;
    });
  }, []);
  return { lists, load, retry };
}
