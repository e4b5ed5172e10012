import { MoneyText } from '@/components/money-text';
import type { WaybillSummary } from '@/lib/contract/waybill/waybills';
import { entrustMessages as t } from '../messages';
import { cardStyles } from '@/components/card';

const city = (regionName: string) => regionName.split(' ').at(-2) ?? regionName;

/** The waybill being entrusted: number, route, goods, truck and freight. */
export function WaybillFacts({ w }: { w: WaybillSummary }) {
  return (
    <section className={cardStyles.card} aria-label={t.waybill}>
      <h2 className={cardStyles.heading}>{t.waybill}</h2>
      <dl className={cardStyles.facts}>
        <dt>{t.waybillNo}</dt>
        <dd>{w.waybillNo}</dd>
        <dt>{t.route}</dt>
        <dd>{`${city(w.origin.regionName)} → ${city(w.destination.regionName)}`}</dd>
        <dt>{t.goods}</dt>
        <dd>{w.goodsName}</dd>
        <dt>{t.carNo}</dt>
        <dd>{w.carNo}</dd>
        <dt>{t.freight}</dt>
        <dd>
          <MoneyText value={w.freight} currency />
        </dd>
      </dl>
    </section>
  );
}
