/** The waybill detail's facts for the kit's FactList (no markup here): goods, vehicle, times, freight. */
import { createElement, Fragment } from 'react';
import type { FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { formatQuantity } from '@/lib/domain/quantity';
import { detailMessages as t, waybillMessages as w } from '../messages';

const money = (fen: number) => createElement(MoneyText, { value: fen, currency: true });

/** A figure kept whole (a time, a phone number) inside a value that may wrap around it. */
const figure = (text: string) => createElement('span', { 'data-number': true }, text);

function quantity(value: number | null, unit: WaybillDetail['unit']): string | null {
  return value === null ? null : formatQuantity(value, w.unit[unit]);
}

export function goodsFacts(detail: WaybillDetail): FactEntry[] {
  return [
    { label: t.goodsName, value: detail.goodsName },
    { label: t.goodsType, value: detail.goodsType },
    { label: t.packing, value: detail.packing },
    { label: t.quantity, value: quantity(detail.quantity, detail.unit), number: true },
    { label: t.loadedQuantity, value: quantity(detail.loadedQuantity, detail.unit), number: true },
    {
      label: t.unloadedQuantity,
      value: quantity(detail.unloadedQuantity, detail.unit),
      number: true,
    },
  ];
}

export function vehicleFacts(detail: WaybillDetail): FactEntry[] {
  const { vehicle, driver } = detail;
  return [
    { label: t.carNo, value: vehicle.carNo, number: true },
    { label: t.vehicleType, value: vehicle.vehicleType },
    { label: t.loadWeight, value: formatQuantity(vehicle.loadWeight / 1000, '吨'), number: true },
    {
      label: t.driver,
      value: createElement(Fragment, null, `${driver.name} `, figure(driver.phoneMasked)),
    },
  ];
}

const time = (value: string | null) => (value ? figure(value) : null);

export function timeFacts(detail: WaybillDetail): FactEntry[] {
  return [
    { label: t.createTime, value: time(detail.createTime) },
    {
      label: t.loadingTime,
      // Wraps at the ~, never inside a time.
      value: createElement(
        Fragment,
        null,
        figure(detail.loadingStart),
        ' ~ ',
        figure(detail.loadingEnd),
      ),
    },
    { label: t.unloadingTime, value: time(detail.unloadingTime) },
    { label: t.departedAt, value: time(detail.departedAt) },
    { label: t.arrivedAt, value: time(detail.arrivedAt) },
    { label: t.receiptAt, value: time(detail.receiptAt) },
  ];
}

/** The freight and what comes off it, amounts on the right (FactList `split`). */
export function freightFacts(detail: WaybillDetail): FactEntry[] {
  const { freightDetail: f, premium } = detail;
  return [
    { label: t.unitPrice, value: money(f.unitPrice), number: true },
    { label: t.total, value: money(f.total), number: true },
    ...f.deductions.map((d): FactEntry => ({
      label: d.name,
      value: money(-d.amount),
      number: true,
      key: `deduction:${d.name}`,
    })),
    { label: t.payable, value: money(f.payable), number: true },
    premium && {
      label: t.premium,
      value: createElement(
        Fragment,
        null,
        money(premium.amount),
        ' ',
        premium.paid && premium.paidAt ? t.premiumPaid(premium.paidAt) : t.premiumUnpaid,
      ),
    },
  ];
}
