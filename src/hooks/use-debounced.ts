import { useEffect, useState } from 'react';

/** §9: the autocomplete asks 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced(value: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
