import styles from './tab-bar.module.css';

export interface TabOption<T> {
  value: T;
  label: string;
}

/**
 * A row of tabs that filters a list (全部 · 审核中 · 已到账…): 44-px targets, the chosen one marked
 * for assistive technology with aria-selected. `className` adds the screen's own spacing.
 */
export function TabBar<T extends string | null>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={`${styles.tabs} ${className ?? ''}`}>
      {options.map((o) => (
        <button
          key={o.value ?? 'all'}
          type="button"
          role="tab"
          aria-selected={value === o.value}
          className={styles.tab}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
