import type { ReactNode } from 'react';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import type { SourceKind } from '@/lib/contract/supply';
import type {
  BulkFreightChangeDetail,
  FreightChangeDetail,
} from '@/lib/contract/waybill-after-sales';
import { useFreightChange } from '../api/freight-change';
import { freightMessages as t } from '../messages';
import { cardStyles } from '@/components/card';

export type AnyFreightDetail = FreightChangeDetail | BulkFreightChangeDetail;

/** The change a details screen is about: loading, failed (运费变更申请不存在 …), or the screen. */
export function FreightGate({
  kind,
  id,
  children,
}: {
  kind: SourceKind;
  id: string;
  children: (change: AnyFreightDetail) => ReactNode;
}) {
  const read = useFreightChange(kind, id);
  if (id === '') return <LoadEmpty title={t.missing} />;
  if (read.data) return <>{children(read.data)}</>;
  if (read.error) return <LoadFailed title={t.detailFailed} {...failedReadProps(read)} />;
  // A 大宗 change has three facts more (quantity, unit prices).
  return <Loading label={t.loading} lines={kind === 'bulk' ? 11 : 8} className={cardStyles.page} />;
}
