import type { ReactNode } from 'react';
import { Card, FactList } from '@/components/card';
import { Loading, WaybillProblem } from '@/components/load-state';
import { useWaybillDetail } from '@/hooks/use-waybill-detail';
import type { Place } from '@/lib/contract/supply/load';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { afterSalesMessages as t } from '../messages';

/** The waybill an after-sales screen is about: loading, its problem (the shared WaybillProblem), or the screen. */
export function WaybillGate({
  id,
  children,
}: {
  id: string;
  children: (detail: WaybillDetail) => ReactNode;
}) {
  const read = useWaybillDetail(id);
  if (read.data) return <>{children(read.data)}</>;
  if (id === '' || read.error) return <WaybillProblem read={read} noId={id === ''} />;
  return <Loading label={t.loading} lines={6} />;
}

/** 河北省 石家庄市 长安区 → 石家庄市 (the province when the region has one level only). */
const cityOf = (p: Place) => p.regionName.split(' ')[1] ?? p.regionName;

/** The waybill in one card: number and route, so the driver sees which one he acts on. */
export function WaybillSummaryCard({ detail }: { detail: WaybillDetail }) {
  return (
    <Card>
      <FactList
        facts={[
          { label: t.waybillNo, value: detail.waybillNo, number: true },
          { label: t.route, value: `${cityOf(detail.origin)} → ${cityOf(detail.destination)}` },
        ]}
      />
    </Card>
  );
}
