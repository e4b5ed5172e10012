import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';

/** The waybill's own detail screen (whole or bulk). */
export function detailPath(detail: Pick<WaybillDetail, 'id' | 'kind'>): string {
  return detail.kind === 'bulk'
    ? paths.waybillDetailBulk.to({ id: detail.id })
    : paths.waybillDetailWhole.to({ id: detail.id });
}
