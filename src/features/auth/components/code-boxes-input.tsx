import { useId, useState } from 'react';
import { SMS_CODE_LENGTH } from '@/lib/domain/sms-code';
import form from './form.module.css';
import styles from './code-boxes.module.css';

interface CodeBoxesInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the last box is filled. */
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

  return (
    <div className={form.field}>
      <div className={error ? `${styles.wrap} ${styles.invalid}` : styles.wrap}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            aria-hidden
            className={
              focused && (i === value.length || (i === length - 1 && value.length === length))
                ? `${styles.cell} ${styles.active}`
                : styles.cell
            }
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
          maxLength={length}
          value={value}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
