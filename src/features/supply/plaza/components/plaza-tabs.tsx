import type { KeyboardEvent, ReactNode } from 'react';
import styles from './plaza.module.css';

export interface PlazaTabsProps<K extends string> {
  tabs: readonly K[];
  labels: Record<K, string>;
  current: K;
  onChange: (tab: K) => void;
  label: string;
  /** Id prefix: tab `${id}-${key}` controls panel `${id}-panel`. */
  id: string;
  /** Beside the tabs (e.g. the enterprise entry). */
  extra?: ReactNode;
  /** On the brand band (the Plaza's top bar), white on blue. */
  brand?: boolean;
}

/** A row of tabs (WAI-ARIA tabs: arrow keys move between them). */
export function PlazaTabs<K extends string>({
  tabs,
  labels,
  current,
  onChange,
  label,
  id,
  extra,
  brand = false,
}: PlazaTabsProps<K>) {
  const move = (event: KeyboardEvent) => {
    const by = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (by === undefined) return;
    const next = tabs[(tabs.indexOf(current) + by + tabs.length) % tabs.length]!;
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className={brand ? `${styles.tabBar} ${styles.brandBar}` : styles.tabBar}>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab)}
            onKeyDown={move}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {extra}
    </div>
  );
}
