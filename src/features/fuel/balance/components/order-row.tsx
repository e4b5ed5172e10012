import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { formatLitres } from '@/lib/domain/fuel';
import { paths } from '@/lib/routing/paths';
import { fuelMessages as t, orderStateLabel } from '../messages';
import styles from './fuel-balance.module.css';

export const ORDER_ROW_HEIGHT = 92;

/** One order: station, product and litres, time; what was paid and its state. */
export function OrderRow({ item }: { item: FuelOrder }) {
  return (
    <Link
      className={styles.row}
      to={paths.fuelOrderDetail.to({ oilType: item.oilType, orderNo: item.orderNo })}
    >
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{item.stationName}</span>
        <span className={styles.rowSub}>
          {item.oilName} · {t.litresText(formatLitres(item.litres), item.unit)}
        </span>
        <span className={styles.rowSub}>{item.createTime}</span>
      </span>
      <span className={styles.rowSide}>
        <MoneyText value={item.totalPrice} currency />
        <span className={styles.tag} data-state={item.state}>
          {orderStateLabel[item.state]}
        </span>
      </span>
    </Link>
  );
}
