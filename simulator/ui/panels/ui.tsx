/** Small building blocks the panels share: titled sections, labelled fields, option groups. */
import { useState, type ReactNode } from 'react';
import styles from './ui.module.css';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

export function Hint({ children }: { children: ReactNode }) {
  return <p className={styles.hint}>{children}</p>;
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** A radio group drawn as a segmented control. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
}) {
  return (
    <div className={styles.choice} role="radiogroup" aria-label={label}>
      <span className={styles.choiceLabel}>{label}</span>
      {options.map((option) => (
        <label key={option.value} data-checked={option.value === value || undefined}>
          <input
            type="radio"
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

export function JsonView({ value }: { value: unknown }) {
  return <pre className={styles.json}>{JSON.stringify(value, null, 2)}</pre>;
}

/** A number typed by a person: empty or junk input keeps the previous value. */
export function toNumber(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : fallback;
}

/** 延迟 ms: a delay that is never negative; junk input keeps the old value. */
export function DelayField({ value, onChange }: { value: number; onChange: (ms: number) => void }) {
  return (
    <label>
      延迟 ms
      <input
        type="number"
        min={0}
        step={100}
        value={value}
        onChange={(event) => onChange(Math.max(0, toNumber(event.target.value, value)))}
      />
    </label>
  );
}

/**
 * Runs a control call from a click: the fake native refuses bad input by throwing, and the panel
 * shows that message instead of losing it in the console.
 */
export function useAction() {
  const [error, setError] = useState<string | null>(null);
  const fail = (reason: unknown) =>
    setError(reason instanceof Error ? reason.message : String(reason));
  const run = (action: () => unknown) => {
    try {
      const result = action();
      if (result instanceof Promise) result.then(() => setError(null), fail);
      else setError(null);
    } catch (reason) {
      fail(reason);
    }
  };
  return { error, run };
}

export function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

export { styles as ui };

/** 自动刷新 toggle and a 刷新 button, for lists polled from the sandbox. */
export function RefreshRow({
  auto,
  onAutoChange,
  onRefresh,
}: {
  auto: boolean;
  onAutoChange: (auto: boolean) => void;
  onRefresh: () => void;
}) {
  return (
    <Row>
      <label>
        <input type="checkbox" checked={auto} onChange={(e) => onAutoChange(e.target.checked)} />
        自动刷新
      </label>
      <button type="button" onClick={onRefresh}>
        刷新
      </button>
    </Row>
  );
}
