import { useCallback, useState } from 'react';

export type Validators<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };

/**
 * Inline field messages: a field shows its rule's message once the driver has left it or tried to
 * submit, and the message follows the value live from then on.
 */
export function useFieldErrors<V extends object>(values: V, validators: Validators<V>) {
  const [shown, setShown] = useState<Partial<Record<keyof V, true>>>({});

  const errorOf = (key: keyof V): string | null => validators[key]?.(values[key], values) ?? null;

  const errors = {} as Partial<Record<keyof V, string>>;
  for (const key of Object.keys(validators) as (keyof V)[]) {
    const message = shown[key] ? errorOf(key) : null;
    if (message) errors[key] = message;
  }

  const touch = useCallback((...keys: (keyof V)[]) => {
    setShown((prev) => {
      if (keys.every((k) => prev[k])) return prev;
      const next = { ...prev };
      for (const k of keys) next[k] = true;
      return next;
    });
  }, []);

  /** Shows the messages of `keys` (all validated fields when none given); true when they all pass. */
  const check = (...keys: (keyof V)[]): boolean => {
    const list = keys.length > 0 ? keys : (Object.keys(validators) as (keyof V)[]);
    touch(...list);
    return list.every((k) => errorOf(k) === null);
  };

  return { errors, touch, check };
}
