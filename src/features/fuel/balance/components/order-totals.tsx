import { MoneyText } from '@/components/money-text';
import { formatLitres } from '@/lib/domain/fuel';
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
  const v = read.data;
  const dash = <span aria-hidden="true">—</span>;
  if (filter.state === 'refunded') {
    return <p className={styles.totalsNote}>{t.refundedNotCounted}</p>;
  }
  return (
    <dl className={styles.totals} aria-label={t.totals} aria-busy={!v}>
      <div>
        <dt>{t.orderCount}</dt>
        <dd>{v ? v.orderCount : dash}</dd>
      </div>
      <div>
        <dt>{t.litres}</dt>
        <dd>{v ? formatLitres(v.litres) : dash}</dd>
      </div>
      <div>
        <dt>{t.paid}</dt>
        <dd>{v ? <MoneyText value={v.totalPrice} currency size="small" /> : dash}</dd>
      </div>
      <div>
        <dt>{t.saved}</dt>
        <dd>{v ? <MoneyText value={v.discount} currency size="small" /> : dash}</dd>
      </div>
    </dl>
  );
}
