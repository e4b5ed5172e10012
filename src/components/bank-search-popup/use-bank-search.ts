import { useEffect, useRef, useState } from 'react';
import type { BankSearch, BankSearchResult } from './types';

/** §9: bank search debounce. */
export const BANK_SEARCH_DEBOUNCE_MS = 500;

export type BankSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: readonly BankSearchResult[] }
  | { status: 'error' };

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/**
 * Searches once typing pauses for `debounceMs`. Only the newest keyword's answer is shown: an older
 * search still running is aborted, and whatever it answers later is ignored.
 */
export function useBankSearch(search: BankSearch, keyword: string, debounceMs: number) {
  const [state, setState] = useState<BankSearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const term = keyword.trim();
  useEffect(() => {
    if (term === '') return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' });
      // Through a promise: a search function that throws at once still ends in 查询出错.
      Promise.resolve()
        .then(() => searchRef.current(term, controller.signal))
        .then(
          (results) => {
            // A malformed answer lists nothing rather than breaking the panel.
            const list = Array.isArray(results) ? results : [];
            if (!controller.signal.aborted) setState({ status: 'done', results: list });
          },
          (err: unknown) => {
            if (!controller.signal.aborted && !isAbort(err)) setState({ status: 'error' });
          },
        );
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, debounceMs, attempt]);

  // An empty box shows the hint at once; an older answer never shows under it.
  return {
    state: term === '' ? ({ status: 'idle' } as const) : state,
    retry: () => setAttempt((n) => n + 1),
  };
}
