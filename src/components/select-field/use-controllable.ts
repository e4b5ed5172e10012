import { useState } from 'react';

/**
 * A value that is controlled when `value` is given (null included, meaning "empty") and kept
 * inside otherwise, starting from `initial`.
 */
export function useControllable<T>(value: T | undefined, initial: () => T): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(initial);
  return value === undefined ? [inner, setInner] : [value, setInner];
}
