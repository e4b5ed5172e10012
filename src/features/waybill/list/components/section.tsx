/** A titled card of the waybill detail. */
import type { ReactNode } from 'react';
import styles from './detail.module.css';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}
