import { useCallback, useEffect, useRef, useState } from 'react';
import { LatestRequest } from '@/lib/http/latest-request';

/** Loads every row at once; `signal` aborts when superseded (refresh) or on unmount. */
export type ListLoader<T> = (signal: AbortSignal) => Promise<T[]>;

export interface ListState<T> {
  rows: T[];
  /** A load has succeeded at least once (an empty list then means 暂无数据). */
  loaded: boolean;
  phase: 'idle' | 'loading' | 'error';
}

/** true: loaded; false: failed; undefined: cancelled or superseded, so ignored. */
export type ListOutcome = boolean | undefined;

/** The non-paged list's states (§4): loading, loaded (maybe empty), 查询出错; cancellations ignored. */
export function useListLoader<T>(load: ListLoader<T>) {
  const [state, setState] = useState<ListState<T>>({ rows: [], loaded: false, phase: 'loading' });
  const loadRef = useRef(load);
  const [latest] = useState(() => new LatestRequest());

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  /** Loads into the state once settled; whoever calls it has already shown 'loading'. */
  const run = useCallback(
    (): Promise<ListOutcome> =>
      latest.run(
        async (signal) => {
          const rows = await loadRef.current(signal);
          if (!Array.isArray(rows)) throw new TypeError('the list loader returned no array');
          return rows;
        },
        {
          done: (rows) => setState({ rows: [...rows], loaded: true, phase: 'idle' }),
          cancelled: () => setState((s) => ({ ...s, phase: 'idle' })),
          failed: () => setState((s) => ({ ...s, phase: 'error' })),
        },
      ),
    [latest],
  );

  const request = useCallback((): Promise<ListOutcome> => {
    setState((s) => ({ ...s, phase: 'loading' }));
    return run();
  }, [run]);

  // The initial state is already 'loading'.
  useEffect(() => {
    void run();
    return () => latest.abort();
  }, [run, latest]);

  return { state, request };
}
