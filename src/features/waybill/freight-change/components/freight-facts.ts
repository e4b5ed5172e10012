/** The facts of a freight change and of its handling, for the kit's FactList (no markup here). */
import { createElement } from 'react';
import type { FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import { formatQuantity } from '@/lib/domain/quantity';
import { freightMessages as t } from '../messages';
import { FreightAmounts } from './freight-amounts';
import type { AnyFreightDetail } from './freight-gate';
import { FreightStateText } from './freight-state';

const money = (fen: number) =>
  createElement(MoneyText, { value: fen, currency: true, size: 'small' });
const state = (change: AnyFreightDetail) =>
  createElement(FreightStateText, { state: change.state });

/** 大宗: the quantity and the unit prices the freight comes from. */
function bulkFacts(change: AnyFreightDetail): FactEntry[] {
  if (!('quantity' in change)) return [];
  const unit = t.unit[change.unit];
  return [
    { label: t.quantity, value: formatQuantity(change.quantity, unit), number: true },
    {
      label: t.unitPrice,
      value: createElement(FreightAmounts, {
        from: change.oldUnitPrice,
        to: change.newUnitPrice,
        per: unit,
      }),
      number: true,
    },
  ];
}

/** Every fact of a change: what, on which waybill, by how much, who asked, when and why. */
export function freightFacts(change: AnyFreightDetail): FactEntry[] {
  return [
    { label: t.changeNo, value: change.changeNo, number: true },
    { label: t.state, value: state(change) },
    { label: t.waybillNo, value: change.waybillNo, number: true },
    { label: t.route, value: change.route },
    { label: t.goods, value: change.goodsName },
    { label: t.carNo, value: change.carNo, number: true },
    { label: t.shipper, value: change.shipperName },
    ...bulkFacts(change),
    { label: t.oldFreight, value: money(change.oldFreight), number: true },
    { label: t.newFreight, value: money(change.newFreight), number: true },
    { label: t.appliedBy, value: change.appliedBy },
    { label: t.applyTime, value: change.applyTime },
    { label: t.reason, value: change.reason },
  ];
}

/** After handling: the outcome, when, and why not. */
export function freightResultFacts(change: AnyFreightDetail): FactEntry[] {
  return [
    { label: t.state, value: state(change) },
    change.handledTime ? { label: t.handledTime, value: change.handledTime } : null,
    change.state === 'disagreed' && change.disagreeReason
      ? { label: t.disagreeReasonTitle, value: change.disagreeReason }
      : null,
  ];
}
