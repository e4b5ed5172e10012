/** The facts of a fuel order, for the kit's FactList (no markup here). */
import { createElement, Fragment } from 'react';
import type { FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { volumeText } from '../../shared/volume';
import { cardLabel, fuelMessages as t } from '../messages';

const money = (fen: number, size?: 'large') =>
  createElement(MoneyText, { value: fen, currency: true, ...(size ? { size } : {}) });
const perUnit = (fen: number, unit: string) =>
  createElement(Fragment, null, money(fen), t.perUnit(unit));

/** What was bought: product, volume, the card's unit price against the pump's, paid and saved. */
export function orderFacts(order: FuelOrder): FactEntry[] {
  return [
    { label: t.product, value: order.oilName },
    { label: t.volume, value: volumeText(order.litres, order.unit), number: true },
    { label: t.cardPrice, value: perUnit(order.unitPrice, order.unit), number: true },
    { label: t.listPrice, value: perUnit(order.listPrice, order.unit), number: true },
    { label: t.paidAmount, value: money(order.totalPrice, 'large'), number: true },
    { label: t.discount, value: money(order.discount), number: true },
    { label: t.billCard, value: cardLabel[order.oilType] },
    { label: t.carNo, value: order.carNo, number: true },
    { label: t.orderNo, value: order.orderNo, number: true },
  ];
}

/** 下单 · 加油 · 退款 times, and why it was refunded. */
export function orderTimeFacts(order: FuelOrder): FactEntry[] {
  return [
    { label: t.createTime, value: order.createTime, number: true },
    order.fuelTime ? { label: t.fuelTime, value: order.fuelTime, number: true } : null,
    order.refundTime ? { label: t.refundTime, value: order.refundTime, number: true } : null,
    order.refundReason ? { label: t.refundReason, value: order.refundReason } : null,
  ];
}
