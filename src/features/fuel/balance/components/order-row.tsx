import { ListRow } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { volumeText } from '../../shared/volume';
import { paths } from '@/lib/routing/paths';
import { orderStateLabel } from '../messages';
import styles from './fuel-balance.module.css';

/** Room for a station name on two lines. */
export const ORDER_ROW_HEIGHT = 120;

/** One order: station and what was paid, product and volume, time and its state. */
export function OrderRow({ item }: { item: FuelOrder }) {
  return (
    <ListRow
      to={paths.fuelOrderDetail.to({ oilType: item.oilType, orderNo: item.orderNo })}
      title={item.stationName}
      extra={<MoneyText value={item.totalPrice} currency />}
      lines={[
        `${item.oilName} · ${volumeText(item.litres, item.unit)}`,
        <span key="when" className={styles.rowLine}>
          <span data-number>{item.createTime}</span>
          <span className={styles.tag} data-state={item.state}>
            {orderStateLabel[item.state]}
          </span>
        </span>,
      ]}
    />
  );
}
