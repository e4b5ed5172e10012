import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'className'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message, shown under the field and read out with it. */
  error?: string | null;
  /** Buttons inside the field's box (send code, show password). */
  trailing?: ReactNode;
}

/** Spaces and dashes a driver pastes with a phone number or code are formatting, not input. */
export function stripFormatting(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A labelled input in a 52 px box; an error turns the box red and describes the input. */
export function TextField({
  label,
  value,
  onChange,
  error,
  trailing,
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
