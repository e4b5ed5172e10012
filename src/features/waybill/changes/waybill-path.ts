import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';

/** The waybill's own screen (整车 or 大宗); the whole-load one while its kind is unknown. */
export function waybillBackPath(id: string, detail?: Pick<WaybillDetail, 'kind'>): string {
  const to = detail?.kind === 'bulk' ? paths.waybillDetailBulk : paths.waybillDetailWhole;
  return to.to({ id });
}
