import { MoneyText } from '@/components/money-text';
import styles from './freight-change.module.css';

/** Old → new amount in fen, the old one struck through; `per`: a unit price's unit (吨). */
export function FreightAmounts({ from, to, per }: { from: number; to: number; per?: string }) {
  return (
    <span className={styles.freight}>
      <MoneyText value={from} currency size="small" className={styles.old} />
      <span aria-hidden="true">→</span>
      <MoneyText value={to} currency size="small" />
      {per ? <span>{`/${per}`}</span> : null}
    </span>
  );
}
