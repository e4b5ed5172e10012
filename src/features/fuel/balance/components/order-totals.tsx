import { FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import { volumeText } from '../../shared/volume';
import { useOrderTotals } from '../api/fuel-balance';
import type { OrderFilter } from '../filters';
import { fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** 订单数 · 升数 · 实付 · 共节省 of the orders the filter selects (refunds left out by the server). */
export function OrderTotals({ filter }: { filter: OrderFilter }) {
  const read = useOrderTotals(filter);
  if (read.error) {
    return (
      <p className={styles.totalsNote} role="alert">
        {t.totalsFailed}：{read.error.message}
      </p>
    );
  }
  if (filter.state === 'refunded') {
    return <p className={styles.totalsNote}>{t.refundedNotCounted}</p>;
  }
  const v = read.data;
  const money = (fen: number) => <MoneyText value={fen} currency size="small" />;
  return (
    <div className={styles.totals} aria-busy={!v}>
      <FactList
        aria-label={t.totals}
        className={styles.totalsList}
        facts={[
          { label: t.orderCount, value: v?.orderCount, number: true },
          { label: t.litres, value: v ? volumeText(v.litres, 'L') : null, number: true },
          { label: t.paid, value: v ? money(v.totalPrice) : null, number: true },
          { label: t.saved, value: v ? money(v.discount) : null, number: true },
        ]}
      />
    </div>
  );
}
