import { useCallback, useEffect, useRef, useState } from 'react';
import { LatestRequest } from '@/lib/http/latest-request';

export interface PageRequest {
  /** 1 for the first page: the index starts at 0 and is incremented before each request (§3). */
  pageIndex: number;
  pageSize: number;
  /** Aborted when the request is superseded (refresh) or the list unmounts. */
  signal: AbortSignal;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
}

export type PageLoader<T> = (request: PageRequest) => Promise<PageResult<T>>;

type Mode = 'append' | 'replace';

export interface PagedState<T> {
  rows: T[];
  total: number;
  /** No page after the last one loaded. */
  finished: boolean;
  /** `refreshing`: page 1 is being reloaded while the old rows stay on screen. */
  phase: 'idle' | 'loading' | 'refreshing' | 'error';
  /** What the failed request was doing, so retry repeats exactly it. */
  failed: Mode | null;
}

/** true: loaded; false: failed (查询出错); undefined: cancelled or superseded, so ignored. */
export type RequestOutcome = boolean | undefined;

const INITIAL = {
  rows: [],
  total: 0,
  finished: false,
  phase: 'idle',
  failed: null,
} as const satisfies PagedState<never>;

function merge<T>(state: PagedState<T>, mode: Mode, page: PageResult<T>, pageSize: number) {
  const rows = mode === 'replace' ? [...page.rows] : [...state.rows, ...page.rows];
  const total = Number.isFinite(page.total) ? page.total : rows.length;
  // A short page ends the list even when `total` claims more: it would otherwise ask forever.
  const finished = rows.length >= total || page.rows.length < pageSize;
  return { rows, total, finished, phase: 'idle', failed: null } satisfies PagedState<T>;
}

/**
 * The paging state machine of §4: pages are asked in order, a refresh replaces everything with page
 * 1, a failure stops paging until retried, and a cancelled request changes nothing on screen.
 */
export function usePagedLoader<T>(load: PageLoader<T>, pageSize: number) {
  const [state, setState] = useState<PagedState<T>>(INITIAL);
  const loadRef = useRef(load);
  const [latest] = useState(() => new LatestRequest());
  /** The last page loaded; the next request asks one more. Advanced only on success. */
  const pageRef = useRef(0);

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  useEffect(() => () => latest.abort(), [latest]);

  const request = useCallback(
    (mode: Mode): Promise<RequestOutcome> => {
      const pageIndex = mode === 'replace' ? 1 : pageRef.current + 1;
      setState((s) => ({
        ...s,
        phase: mode === 'replace' && s.rows.length > 0 ? 'refreshing' : 'loading',
        failed: null,
      }));
      return latest.run(
        async (signal) => {
          const page = await loadRef.current({ pageIndex, pageSize, signal });
          if (!Array.isArray(page?.rows)) throw new TypeError(`page ${pageIndex} has no rows`);
          return page;
        },
        {
          done: (page) => {
            pageRef.current = pageIndex;
            setState((s) => merge(s, mode, page, pageSize));
          },
          // Cancelled elsewhere (e.g. http.cancel): the same page may be asked again.
          cancelled: () => setState((s) => ({ ...s, phase: 'idle' })),
          failed: () => setState((s) => ({ ...s, phase: 'error', failed: mode })),
        },
      );
    },
    [latest, pageSize],
  );

  const busy = useCallback(() => latest.busy(), [latest]);

  return { state, request, busy };
}
