/** A card's label and value rows; a missing value reads as a dash. */
import type { ReactNode } from 'react';
import { detailMessages as t } from '../messages';
import styles from './detail.module.css';

export type Row = readonly [label: string, value: ReactNode];

export function Fields({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className={styles.fields}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value ?? t.unknown}</dd>
        </div>
      ))}
    </dl>
  );
}
