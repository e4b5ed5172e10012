import { useEffect, useState } from 'react';

/** §9: input-driven reads wait until the typing pauses (500 ms). */
const GRAB_DEBOUNCE_MS = 500;

/** The value once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms = GRAB_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
}
