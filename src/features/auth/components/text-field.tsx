import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'className'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message, shown under the field. */
  error?: string | null;
  /** Buttons inside the field's box (send code, show password). */
  trailing?: ReactNode;
}

/** Spaces and dashes a driver pastes with a phone number or code are formatting, not input. */
export function stripFormatting(value: string): string {
  return value.replace(/[\s-]/g, '');
}

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
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
