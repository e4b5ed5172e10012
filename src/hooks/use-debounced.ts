import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/lib/domain/search';

/** §9: the autocomplete asks 500 ms after the last keystroke. */
export function useDebounced(value: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
