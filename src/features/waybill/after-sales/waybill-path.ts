import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';

/** The waybill's own screen: 整车 and 大宗 have one each. */
export function waybillDetailPath(detail: Pick<WaybillDetail, 'id' | 'kind'>): string {
  const to = detail.kind === 'bulk' ? paths.waybillDetailBulk : paths.waybillDetailWhole;
  return to.to({ id: detail.id });
}
