import { Card, FactList, type FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelBill, FuelOrder } from '@/lib/contract/fuel/station';
import { useOrderBills } from '../api/fuel-balance';
import { billKindLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** A movement of the card: its kind and time on the left, the signed amount on the right. */
const billFact = (b: FuelBill): FactEntry => ({
  key: b.billNo,
  label: (
    <>
      {billKindLabel[b.kind]} <span className={styles.when}>{b.createTime}</span>
    </>
  ),
  value: <MoneyText value={b.amount} signed plusSign />,
  number: true,
});

/** The card movements of the order: its debit, and its refund once refunded. */
export function OrderBills({ order }: { order: FuelOrder }) {
  const read = useOrderBills(order.orderNo, order.state);
  return (
    <Card title={t.orderBills}>
      {read.data ? (
        <FactList layout="split" facts={read.data.map(billFact)} />
      ) : read.error ? (
        <p className={styles.noPass}>
          {t.orderBillsFailed}：{read.error.message}
        </p>
      ) : (
        <p className={styles.muted}>{t.loading}</p>
      )}
    </Card>
  );
}
