import { useId, useState } from 'react';
import { SMS_CODE_LENGTH } from '@/lib/domain/sms-code';
import styles from './code-boxes.module.css';
import form from './form.module.css';
import { FieldError } from './field-shell';

export interface CodeBoxesInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the last box is filled, with the whole code. */
  onComplete?: (value: string) => void;
  error?: string | null;
  length?: number;
}

/** One box per digit over a single real input (one label, paste and SMS autofill work). */
export function CodeBoxesInput({
  label,
  value,
  onChange,
  onComplete,
  error,
  length = SMS_CODE_LENGTH,
}: CodeBoxesInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [focused, setFocused] = useState(false);

  const change = (raw: string) => {
    const next = raw.replace(/\D/g, '').slice(0, length);
    onChange(next);
    if (next.length === length && next !== value) onComplete?.(next);
  };

  const activeBox = Math.min(value.length, length - 1);
  return (
    <div className={form.field}>
      <div className={error ? `${styles.wrap} ${styles.invalid}` : styles.wrap}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            aria-hidden
            className={focused && i === activeBox ? `${styles.cell} ${styles.active}` : styles.cell}
          >
            {value[i] ?? ''}
          </span>
        ))}
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          // No maxLength: a pasted "654 321" would be cut before its space is dropped.
          value={value}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
