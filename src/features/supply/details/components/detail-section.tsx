/** A titled card of the detail and its label/value rows. */
import type { ReactNode } from 'react';
import styles from './detail.module.css';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

export type DetailRow = readonly [label: string, value: ReactNode];

export function DetailFields({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
