import type { FreightChange } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';

/** A change's details screen: 整车 and 大宗 changes have their own. */
export function freightDetailsPath(change: Pick<FreightChange, 'id' | 'kind'>): string {
  return change.kind === 'bulk'
    ? paths.freightChangeBulkDetails.to({ id: change.id })
    : paths.freightChangeDetails.to({ id: change.id });
}
