/** The detail's facts: goods, vehicle, times and freight. */
import { MoneyText } from '@/components/money-text';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { formatQuantity } from '@/lib/domain/place';
import { detailMessages as t, waybillMessages as w } from '../messages';
import { Fields, type Row } from './fields';
import { Section } from './section';

function qty(value: number | null, unit: WaybillDetail['unit']): string | null {
  return value === null ? null : `${formatQuantity(value)}${w.unit[unit]}`;
}

export function FactCards({ detail }: { detail: WaybillDetail }) {
  const { freightDetail: f, premium } = detail;
  return (
    <>
      <Section title={t.goodsSection}>
        <Fields
          rows={[
            [t.goodsName, detail.goodsName],
            [t.goodsType, detail.goodsType],
            [t.packing, detail.packing],
            [t.quantity, qty(detail.quantity, detail.unit)],
            [t.loadedQuantity, qty(detail.loadedQuantity, detail.unit)],
            [t.unloadedQuantity, qty(detail.unloadedQuantity, detail.unit)],
          ]}
        />
      </Section>
      <Section title={t.vehicleSection}>
        <Fields
          rows={[
            [t.carNo, detail.vehicle.carNo],
            [t.vehicleType, detail.vehicle.vehicleType],
            [t.loadWeight, `${formatQuantity(detail.vehicle.loadWeight / 1000)}吨`],
            [t.driver, `${detail.driver.name} ${detail.driver.phoneMasked}`],
          ]}
        />
      </Section>
      <Section title={t.timeSection}>
        <Fields
          rows={[
            [t.createTime, detail.createTime],
            [t.loadingTime, `${detail.loadingStart} ~ ${detail.loadingEnd}`],
            [t.unloadingTime, detail.unloadingTime],
            [t.departedAt, detail.departedAt],
            [t.arrivedAt, detail.arrivedAt],
            [t.receiptAt, detail.receiptAt],
          ]}
        />
      </Section>
      <Section title={t.freightSection}>
        <Fields
          rows={[
            [t.unitPrice, <MoneyText key="u" value={f.unitPrice} currency />],
            [t.total, <MoneyText key="t" value={f.total} currency />],
            ...f.deductions.map((d): Row => [
              d.name,
              <MoneyText key={d.name} value={-d.amount} currency />,
            ]),
            [t.payable, <MoneyText key="p" value={f.payable} currency />],
            ...(premium
              ? [
                  [
                    t.premium,
                    <span key="pr">
                      <MoneyText value={premium.amount} currency />{' '}
                      {premium.paid && premium.paidAt
                        ? t.premiumPaid(premium.paidAt)
                        : t.premiumUnpaid}
                    </span>,
                  ] as Row,
                ]
              : []),
          ]}
        />
      </Section>
    </>
  );
}
