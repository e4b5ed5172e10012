import type { SourceKind } from '@/lib/contract/supply/load';
import { paths } from '@/lib/routing/paths';

/** The waybill's own screen: 整车 and 大宗 have one each; the whole-load one while its kind is unknown. */
export function waybillDetailPath(waybill: { id: string; kind?: SourceKind | undefined }): string {
  const to = waybill.kind === 'bulk' ? paths.waybillDetailBulk : paths.waybillDetailWhole;
  return to.to({ id: waybill.id });
}
