import { useCallback, useState } from 'react';

/** A rule per field: the `lib/domain` validator's exact message, or null when the value passes. */
export type Validators<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };

/** What a kit field takes to show and edit one value: spread it, `<MobileField {...bind('mobile')} />`. */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | null;
}

/**
 * A form's values and their inline messages. A field shows its rule's message once the driver has
 * left it or tried to submit, and from then on the message follows the value as it is typed. Values
 * are never cleared by a failed submit: what was typed stays for the next try.
 */
export function useFormFields<V extends object>(initial: V | (() => V), validators: Validators<V>) {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, true>>>({});

  const errorOf = (key: keyof V): string | null => validators[key]?.(values[key], values) ?? null;

  const errors = {} as Partial<Record<keyof V, string>>;
  for (const key of Object.keys(validators) as (keyof V)[]) {
    const message = shown[key] ? errorOf(key) : null;
    if (message) errors[key] = message;
  }

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((prev) => (Object.is(prev[key], value) ? prev : { ...prev, [key]: value }));
  }, []);

  const touch = useCallback((...keys: (keyof V)[]) => {
    setShown((prev) => {
      if (keys.every((k) => prev[k])) return prev;
      const next = { ...prev };
      for (const k of keys) next[k] = true;
      return next;
    });
  }, []);

  /** Shows the messages of `keys` (every validated field when none given); true when they all pass. */
  const check = (...keys: (keyof V)[]): boolean => {
    const list = keys.length > 0 ? keys : (Object.keys(validators) as (keyof V)[]);
    touch(...list);
    return list.every((k) => errorOf(k) === null);
  };

  const bind = <K extends keyof V>(key: K): FieldBinding<V[K]> => ({
    value: values[key],
    onChange: (value) => set(key, value),
    onBlur: () => touch(key),
    error: errors[key] ?? null,
  });

  return { values, errors, set, touch, check, bind };
}
