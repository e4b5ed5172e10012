/**
 * /i/fuel-balance/order-list (加油订单): a card's orders by state (全部 · 待加油 · 已加油 · 已退款) and
 * month (every month by default), with their totals on top. The filters live in the URL query.
 */
import { Page } from '@/components/card';
import { TabBar, type TabOption } from '@/components/tab-bar';
import type { FuelOrderState } from '@/lib/contract/fuel/station';
import styles from '../components/fuel-balance.module.css';
import { MonthFilter } from '@/components/select-field';
import { OrderList } from '../components/order-list';
import { OrderTotals } from '../components/order-totals';
import { orderFilterOf } from '../filters';
import { useFuelQuery } from '../hooks/use-fuel-query';
import { fuelMessages as t, orderStateLabel } from '../messages';

const TABS: readonly TabOption<FuelOrderState | null>[] = [
  { value: null, label: t.all },
  { value: 'paid', label: orderStateLabel.paid },
  { value: 'fuelled', label: orderStateLabel.fuelled },
  { value: 'refunded', label: orderStateLabel.refunded },
];

export function OrderListScreen() {
  const { params, set } = useFuelQuery();
  const filter = orderFilterOf(params);
  return (
    <Page as="div" list>
      <TabBar
        label={t.stateTabs}
        options={TABS}
        value={filter.state ?? null}
        onChange={(s) => set('state', s)}
      />
      <div className={styles.filters}>
        <MonthFilter month={filter.month ?? null} onChange={(m) => set('month', m)} />
      </div>
      <OrderTotals filter={filter} />
      <OrderList key={JSON.stringify(filter)} filter={filter} />
    </Page>
  );
}

export default OrderListScreen;
