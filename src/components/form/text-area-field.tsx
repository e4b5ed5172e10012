import { useId } from 'react';
import { FieldShell } from './field-shell';
import formStyles from './form.module.css';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown as a counter; typing past it is kept (never lost) and the rule's message says so. */
  max: number;
  placeholder?: string;
  error?: string | null;
  /** Shows the red * before the label and sets `aria-required` (a form's `bind` passes it). */
  required?: boolean;
}

/** A labelled multi-line field with an n/max counter (reasons, remarks, descriptions). */
export function TextAreaField({
  label,
  value,
  onChange,
  onBlur,
  max,
  placeholder,
  error,
  required = false,
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const length = [...value].length;
  return (
    <FieldShell
      label={
        <label className={formStyles.label} htmlFor={id}>
          {label}
        </label>
      }
      required={required}
      requiredInControl
      error={error}
      errorId={errorId}
    >
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        <textarea
          id={id}
          className={styles.area}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        />
        <span
          id={counterId}
          className={length > max ? `${styles.counter} ${styles.over}` : styles.counter}
        >
          {`${length}/${max}`}
        </span>
      </div>
    </FieldShell>
  );
}
