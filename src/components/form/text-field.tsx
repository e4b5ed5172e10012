import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldBox, FieldShell } from './field-shell';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'className' | 'required'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message, shown under the field and read out with it. */
  error?: string | null;
  /** Shows the red * before the label and sets `aria-required` (a form's `bind` passes it). */
  required?: boolean;
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
  required = false,
  trailing,
  id,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <FieldShell
      label={
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      }
      required={required}
      requiredInControl
      error={error}
      errorId={errorId}
    >
      <FieldBox invalid={Boolean(error)}>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </FieldBox>
    </FieldShell>
  );
}
