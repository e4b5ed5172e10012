import { useCallback, useState } from 'react';

/** A rule per field: the `lib/domain` validator's exact message, or null when the value passes. */
export type Validators<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };

/** What a kit field takes to show and edit one value: spread it, `<MobileField {...bind('mobile')} />`. */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | null;
  /** The field's rule refuses it empty: the field shows the red * from the start. */
  required?: boolean;
}

/**
 * What "left empty" is for a field holding `value`: '' for text; [] or null for a list (photos are
 * [], a date range is null until chosen); null for anything else (a region, a choice).
 */
function emptiesOf(value: unknown): unknown[] {
  if (typeof value === 'string') return [''];
  if (Array.isArray(value)) return [[], null];
  return [null];
}

/**
 * Whether `key` is required now: its rule refuses the field left empty. A rule that applies only
 * in some cases (a certificate once begun) makes the field required only then, so the * follows
 * it. A switch or a number has no empty value and is never marked.
 */
export function isRequired<V extends object>(
  validators: Validators<V>,
  key: keyof V,
  values: V,
): boolean {
  const rule = validators[key];
  const current = values[key];
  if (!rule || typeof current === 'boolean' || typeof current === 'number') return false;
  return emptiesOf(current).some((empty) => {
    try {
      return rule(empty as V[typeof key], { ...values, [key]: empty }) !== null;
    } catch {
      // A rule written for the other kind of empty (photos' [] given null): not this one.
      return false;
    }
  });
}

/**
 * A form's values and their inline messages (the kit's form convention, README): a required field
 * is marked from the start; a field shows its rule's message once the driver has left it or tried
 * to submit, and from then on the message follows the value as it is typed. Values are never
 * cleared by a failed submit: what was typed stays for the next try.
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

  const required = (key: keyof V): boolean => isRequired(validators, key, values);

  const bind = <K extends keyof V>(key: K): FieldBinding<V[K]> & { required: boolean } => ({
    value: values[key],
    onChange: (value) => set(key, value),
    onBlur: () => touch(key),
    error: errors[key] ?? null,
    required: required(key),
  });

  return { values, errors, set, touch, check, bind, required };
}
