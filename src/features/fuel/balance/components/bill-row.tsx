import { ListRow } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelBill } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { billKindLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

export const BILL_ROW_HEIGHT = 80;

/** One bill: its kind and the signed amount (+ green credit, − debit), its time and the balance after. */
export function BillRow({ item }: { item: FuelBill }) {
  return (
    <ListRow
      to={paths.fuelExpenseDetail.to({ oilType: item.oilType, billNo: item.billNo })}
      title={billKindLabel[item.kind]}
      extra={<MoneyText value={item.amount} signed plusSign />}
      lines={[
        <span key="when" className={styles.rowLine}>
          <span data-number>{item.createTime}</span>
          <span className={styles.side}>
            {t.balanceAfter} <MoneyText value={item.balanceAfter} size="small" />
          </span>
        </span>,
      ]}
    />
  );
}
