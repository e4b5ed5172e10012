import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import type { FuelBill } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { billKindLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

export const BILL_ROW_HEIGHT = 72;

/** One bill: its kind, time, the signed amount (+ green credit, − debit) and the balance after. */
export function BillRow({ item }: { item: FuelBill }) {
  return (
    <Link
      className={styles.row}
      to={paths.fuelExpenseDetail.to({ oilType: item.oilType, billNo: item.billNo })}
    >
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{billKindLabel[item.kind]}</span>
        <span className={styles.rowSub}>{item.createTime}</span>
      </span>
      <span className={styles.rowSide}>
        <MoneyText value={item.amount} signed plusSign />
        <span className={styles.rowSub}>
          {t.balanceAfter} <MoneyText value={item.balanceAfter} size="small" />
        </span>
      </span>
    </Link>
  );
}
