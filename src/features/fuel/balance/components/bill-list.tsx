import { useCallback } from 'react';
import { listFillClass } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { useListCompanions } from '@/hooks/use-list-companions';
import type { FuelBill } from '@/lib/contract/fuel/station';
import { fuelCard } from '@/lib/contract/fuel/balance';
import { useBillPageLoader } from '../api/fuel-balance';
import type { BillFilter } from '../filters';
import { fuelMessages as t } from '../messages';
import { BILL_ROW_HEIGHT, BillRow } from './bill-row';

const keyOf = (b: FuelBill) => b.billNo;
/** The card's balance on top is read again with the list's first page (a retry after 查询出错 too). */
const COMPANIONS = [fuelCard.getOilCardBalance];

/** The kit's PagedList of the card's bills the filter selects. */
export function BillList({ filter }: { filter: BillFilter }) {
  const load = useListCompanions(useBillPageLoader(filter), COMPANIONS);
  const render = useCallback((b: FuelBill) => <BillRow item={b} />, []);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={render}
      itemHeight={BILL_ROW_HEIGHT}
      itemKey={keyOf}
      label={t.billsLabel}
    />
  );
}
