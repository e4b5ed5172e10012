import type { ReactNode } from 'react';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import type { SourceKind } from '@/lib/contract/supply/load';
import type {
  BulkFreightChangeDetail,
  FreightChangeDetail,
} from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useFreightChange } from '../api/freight-change';
import { freightMessages as t } from '../messages';

export type AnyFreightDetail = FreightChangeDetail | BulkFreightChangeDetail;

/**
 * The change a details screen is about: loading, the problem (不存在, not his, the network …) with
 * the way back to the list, or the screen.
 */
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
  const back = { label: t.backToList, to: paths.freightChangeList.to() };
  if (id === '')
    return <ReadProblem error={null} kind="notFound" subject={t.subject} back={back} />;
  if (read.data) return <>{children(read.data)}</>;
  if (read.error)
    return <ReadProblem subject={t.subject} back={back} {...readProblemProps(read)} />;
  // A 大宗 change has three facts more (quantity, unit prices).
  return <Loading label={t.loading} lines={kind === 'bulk' ? 11 : 8} />;
}
