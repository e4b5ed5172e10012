import { Card, FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { WaybillSummary } from '@/lib/contract/waybill/waybills';
import { entrustMessages as t } from '../messages';

const city = (regionName: string) => regionName.split(' ').at(-2) ?? regionName;

/** The waybill being entrusted: number, route, goods, truck and freight. */
export function WaybillCard({ w }: { w: WaybillSummary }) {
  return (
    <Card title={t.waybill}>
      <FactList
        facts={[
          { label: t.waybillNo, value: w.waybillNo, number: true },
          {
            label: t.route,
            value: `${city(w.origin.regionName)} → ${city(w.destination.regionName)}`,
          },
          { label: t.goods, value: w.goodsName },
          { label: t.carNo, value: w.carNo, number: true },
          { label: t.freight, value: <MoneyText value={w.freight} currency />, number: true },
        ]}
      />
    </Card>
  );
}
