import type { FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/domain/search';
import styles from './search-bar.module.css';

/**
 * The search box at the top of a search screen: a rounded field of at most 20 characters, and with
 * `onSubmit` a 搜索 button (the keyboard's search key submits too); without it the screen searches as
 * the driver types (debounced by the screen). What was typed is the caller's state, so it stays.
 */
export function SearchBar({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  submitText,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
  submitText?: string;
}) {
  const input = (
    <input
      type="search"
      className={styles.input}
      aria-label={label}
      placeholder={placeholder}
      maxLength={SEARCH_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, SEARCH_MAX_LENGTH))}
      enterKeyHint="search"
    />
  );
  if (!onSubmit) {
    return (
      <div role="search" className={styles.bar}>
        {input}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className={styles.bar} onSubmit={submit}>
      {input}
      <button type="submit" className={styles.button}>
        {submitText}
      </button>
    </form>
  );
}
