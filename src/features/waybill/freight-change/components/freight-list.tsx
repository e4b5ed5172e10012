import { listFillClass } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import type { FreightChange } from '@/lib/contract/waybill/after-sales';
import { useFreightChangePageLoader, type FreightListFilter } from '../api/freight-change';
import { freightMessages as t } from '../messages';
import { FREIGHT_ROW_HEIGHT, FreightRow } from './freight-row';

const keyOf = (c: FreightChange) => c.id;
const renderRow = (c: FreightChange) => <FreightRow item={c} />;

/** The kit's PagedList of the driver's changes matching `filter`, with every list state. */
export function FreightList({
  filter,
  label = t.listLabel,
  onRefused,
}: {
  filter: FreightListFilter;
  label?: string;
  onRefused?: (message: string) => void;
}) {
  const load = useFreightChangePageLoader(filter, onRefused);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={renderRow}
      itemHeight={FREIGHT_ROW_HEIGHT}
      itemKey={keyOf}
      label={label}
    />
  );
}
