/**
 * The facts a driver weighs before taking the load, for the kit's FactList (no markup here): the
 * loading window and the latest unloading, goods and quantity, the money terms, the shipper.
 */
import { createElement, Fragment } from 'react';
import type { FactEntry } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { detailMessages as t } from '../../shared/detail-messages';
import { lengthsText, minuteText, quantityText, truckFreight, typesText } from './detail-format';

const money = (fen: number) => createElement(MoneyText, { value: fen, currency: true });

/** `2026-11-22 07:00` as one figure: the window wraps at 至, never inside a date. */
const minute = (time: string) => createElement('span', { 'data-number': true }, minuteText(time));

/** 装货时间 and 最晚卸货. */
export function timeFacts(source: GoodsSourceDetail): FactEntry[] {
  return [
    {
      label: t.loadingWindow,
      value: createElement(
        Fragment,
        null,
        minute(source.loadingStart),
        ` ${t.timeTo('')}`,
        minute(source.loadingEnd),
      ),
    },
    {
      label: t.unloadingTime,
      value: source.unloadingTime ? minute(source.unloadingTime) : t.noUnloadingTime,
    },
  ];
}

function quantityFacts(source: GoodsSourceDetail): FactEntry[] {
  if (source.kind === 'whole')
    return [{ label: t.quantity, value: quantityText(source.totalQuantity, source), number: true }];
  return [
    {
      label: t.remaining,
      value: `${quantityText(source.remainingQuantity, source)} / ${quantityText(source.totalQuantity, source)}`,
      number: true,
    },
    { label: t.minPerTruck, value: quantityText(source.minQuantity, source), number: true },
  ];
}

/** What is carried, how much, and on what truck. */
export function goodsFacts(source: GoodsSourceDetail): FactEntry[] {
  return [
    { label: t.goodsName, value: source.goodsName },
    { label: t.goodsType, value: source.goodsType },
    { label: t.packing, value: source.packing },
    ...quantityFacts(source),
    { label: t.vehicleLengths, value: lengthsText(source.vehicleLengths) },
    { label: t.vehicleTypes, value: typesText(source.vehicleTypes) },
  ];
}

/** The price, one truckload's freight, settlement and the allowed loss. */
export function feeFacts(source: GoodsSourceDetail): FactEntry[] {
  const freight = truckFreight(source);
  return [
    {
      label: source.kind === 'whole' ? t.referencePrice : t.unitPrice,
      value: createElement(Fragment, null, money(source.unitPrice), t.perUnit(source.unit)),
      number: true,
    },
    freight.truckload === null
      ? { label: freight.label, value: money(freight.fen), number: true }
      : {
          // The header says it in full; here the label stays short so the values keep their room.
          label: t.truckFreightFact,
          value: createElement(
            Fragment,
            null,
            t.about,
            money(freight.fen),
            t.perTruckload(freight.truckload, source.unit),
          ),
        },
    { label: t.settlement, value: source.settlement },
    { label: t.lossAllowance, value: source.lossAllowance },
  ];
}
