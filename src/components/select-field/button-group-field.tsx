import { useCallback, useId, useRef } from 'react';
import { FieldShell } from '@/components/form';
import { withDefaults } from './defaults';
import { initialValue, initialValues } from './options';
import styles from './select-field.module.css';
import type { ButtonGroupFieldProps, SelectOption } from './types';
import { useControllable } from './use-controllable';
import { useFieldValidation } from './use-field-validation';

function asList(value: string | null | readonly string[] | undefined): readonly string[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/**
 * The choices as buttons in the form itself (pressed = chosen). Single choice by default: a tap
 * picks, and a second tap clears it only when the field is optional. `multiple` toggles each one.
 */
export function ButtonGroupField(p: ButtonGroupFieldProps) {
  const props = withDefaults(p);
  const { label, required, disabled, options } = props;
  const multiple = props.multiple === true;
  const [current, setCurrent] = useControllable<readonly string[]>(
    props.value === undefined ? undefined : asList(props.value),
    () => {
      if (props.defaultValue !== undefined) return asList(props.defaultValue);
      return multiple ? initialValues(options) : asList(initialValue(options));
    },
  );
  const groupRef = useRef<HTMLDivElement>(null);
  const focus = useCallback(() => {
    groupRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, []);
  const error = useFieldValidation({
    ref: props.ref,
    label,
    required,
    empty: current.length === 0,
    error: props.error,
    focus,
    open: focus,
  });
  const base = useId();
  const labelId = `${base}-label`;
  const errorId = `${base}-error`;

  const toggle = (option: SelectOption) => {
    const on = current.includes(option.value);
    if (props.multiple === true) {
      const next = on
        ? current.filter((v) => v !== option.value)
        : options
            .filter((o) => o.value === option.value || current.includes(o.value))
            .map((o) => o.value);
      setCurrent(next);
      props.onChange?.(
        next,
        options.filter((o) => next.includes(o.value)),
      );
      return;
    }
    if (on && required) return;
    const next = on ? null : option.value;
    setCurrent(asList(next));
    props.onChange?.(next, on ? null : option);
  };

  return (
    <FieldShell
      ref={groupRef}
      id={props.id}
      role="group"
      className={[styles.field, disabled && styles.disabled, props.className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      label={<span id={labelId}>{label}</span>}
      required={required}
      disabled={disabled}
      error={error}
      errorId={errorId}
      alertError
    >
      <div className={styles.buttons}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.choice}
            aria-pressed={current.includes(option.value)}
            disabled={disabled || option.disabled}
            onClick={() => toggle(option)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </FieldShell>
  );
}
