import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/lib/domain/search';
import { errorText } from './messages';
import type { SearchOptions, SelectOption } from './types';

/** §9: the autocomplete box takes 20 characters and asks the server 500 ms after typing stops. */
export { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@/lib/domain/search';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; options: SelectOption[] }
  | { status: 'error'; message: string };

interface Answer {
  term: string;
  state: SearchState;
}

const IDLE: SearchState = { status: 'idle' };
const LOADING: SearchState = { status: 'loading' };

/**
 * One request per pause in typing. A newer keyword aborts the older request, and an answer is
 * shown only for the keyword now in the box, so a slow stale answer can never replace a new one.
 */
export function useRemoteSearch(search: SearchOptions, keyword: string) {
  const term = keyword.trim();
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const immediate = useRef(false);

  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const delay = immediate.current ? 0 : SEARCH_DEBOUNCE_MS;
    immediate.current = false;
    const settle = (state: SearchState) => {
      if (!controller.signal.aborted) setAnswer({ term, state });
    };
    const timer = setTimeout(() => {
      settle(LOADING);
      searchRef.current(term, controller.signal).then(
        (options) => settle({ status: 'done', options }),
        (error: unknown) => settle({ status: 'error', message: errorText(error) }),
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, attempt]);

  let state: SearchState = IDLE;
  if (term) state = answer?.term === term ? answer.state : LOADING;
  const retry = () => {
    immediate.current = true;
    setAnswer(null);
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
