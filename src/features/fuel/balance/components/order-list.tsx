import { useCallback } from 'react';
import { listFillClass } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { useListCompanions } from '@/hooks/use-list-companions';
import { fuel, type FuelOrder } from '@/lib/contract/fuel/station';
import { useOrderPageLoader } from '../api/fuel-balance';
import type { OrderFilter } from '../filters';
import { fuelMessages as t } from '../messages';
import { ORDER_ROW_HEIGHT, OrderRow } from './order-row';

const keyOf = (o: FuelOrder) => o.orderNo;
/** The orders' totals are read again with the list's first page (a retry after 查询出错 too). */
const COMPANIONS = [fuel.gdOliOrderNumPrice];

/** The kit's PagedList of the card's orders the filter selects. */
export function OrderList({ filter }: { filter: OrderFilter }) {
  const load = useListCompanions(useOrderPageLoader(filter), COMPANIONS);
  const render = useCallback((o: FuelOrder) => <OrderRow item={o} />, []);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={render}
      itemHeight={ORDER_ROW_HEIGHT}
      itemKey={keyOf}
      label={t.ordersLabel}
    />
  );
}
