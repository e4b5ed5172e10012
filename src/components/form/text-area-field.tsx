import { useId } from 'react';
import styles from './text-area-field.module.css';
import { FieldError } from './text-field';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown as a counter; typing past it is kept (never lost) and the rule's message says so. */
  max: number;
  placeholder?: string;
  error?: string | null;
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
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const length = [...value].length;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
        <textarea
          id={id}
          className={styles.area}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}
