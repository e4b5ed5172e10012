/**
 * `sb.control.fuel.*` and `/__sandbox/fuel/*`: the stations' and the fleet's side of fuelling for
 * tests and the simulator's 加油 panel — a driver's cards and orders, fuel or refund an order at the
 * pump, recharge a card, fix a product's prices. A refusal answers 409 with the server's message.
 */
import { body, driverOf, fen, need } from '../../../control/args';
import type { FuelBill, FuelOrder, FuelPrice, OilType } from '@/lib/contract/fuel/station';
import type { FuelCardBalance } from '@/lib/contract/fuel/balance';
import { ControlError, controlOp, notFound } from '../../../control/op';
import { Failure } from '../../../envelope';
import type { Db } from '../../../store/db';
import { fuelTables, postBill } from './cards';
import { billView, fuelOrder, orderView, refundOrder } from './orders';
import { pricesOf } from './stations';
import type { FuelOrderRecord } from './types';

export interface FuelDriverView {
  mobile: string;
  balances: FuelCardBalance;
  /** Newest first. */
  orders: FuelOrder[];
  /** The 20 newest bills. */
  bills: FuelBill[];
}

export interface FuelStationSummary {
  id: string;
  name: string;
  oilTypes: OilType[];
  prices: Record<OilType, FuelPrice[]>;
}

function viewOf(db: Db, mobile: string): FuelDriverView {
  const id = driverOf(db, mobile).appUserId;
  const t = fuelTables(db);
  return {
    mobile,
    balances: { ...(t.balances[id] ?? { oilLeftPrice: 0, gasLeftPrice: 0 }) },
    orders: t.orders
      .filter((o) => o.appUserId === id)
      .reverse()
      .map((o) => orderView(t, o)),
    bills: t.bills
      .filter((b) => b.appUserId === id)
      .slice(-20)
      .reverse()
      .map(billView),
  };
}

function acting(db: Db, orderNo: string, act: (o: FuelOrderRecord) => void): FuelOrder {
  const t = fuelTables(db);
  const o = t.orders.find((x) => x.orderNo === orderNo);
  if (!o) throw notFound('order');
  try {
    act(o);
  } catch (err) {
    if (err instanceof Failure) throw new ControlError(409, { error: err.message });
    throw err;
  }
  return orderView(t, o);
}

const oilType = (v: unknown): OilType => (v === 'old' ? 'old' : 'new');

export const fuelControl = [
  controlOp(
    'fuel.driver',
    ({ db }) =>
      (mobile: string): FuelDriverView =>
        viewOf(db, mobile),
    { route: 'GET fuel/driver', args: (i) => [need(i.query('mobile'), 'mobile')] },
  ),
  controlOp(
    'fuel.stations',
    ({ db }) =>
      (): FuelStationSummary[] =>
        fuelTables(db).stations.map((s) => ({
          id: s.id,
          name: s.name,
          oilTypes: [...s.oilTypes],
          prices: { new: pricesOf(s, 'new', db.now()), old: pricesOf(s, 'old', db.now()) },
        })),
    { route: 'GET fuel/stations', args: () => [] as [] },
  ),
  controlOp(
    'fuel.fuel',
    ({ db, save }) =>
      (orderNo: string): FuelOrder => {
        const v = acting(db, orderNo, (o) => fuelOrder(db, o));
        save();
        return v;
      },
    { route: 'POST fuel/fuel', args: async (i) => [need((await body(i)).orderNo, 'orderNo')] },
  ),
  controlOp(
    'fuel.refund',
    ({ db, save }) =>
      (orderNo: string, reason = '油站取消订单，已退回油卡'): FuelOrder => {
        const v = acting(db, orderNo, (o) => refundOrder(db, o, reason));
        save();
        return v;
      },
    {
      route: 'POST fuel/refund',
      args: async (i) => {
        const b = await body(i);
        const reason =
          typeof b.reason === 'string' && b.reason.trim() ? b.reason.trim() : undefined;
        return [need(b.orderNo, 'orderNo'), ...(reason ? [reason] : [])] as [string, string?];
      },
    },
  ),
  controlOp(
    'fuel.recharge',
    ({ db, save }) =>
      (mobile: string, type: OilType, amount: number): FuelBill => {
        const user = driverOf(db, mobile);
        fen(amount, 'amount');
        const bill = postBill(fuelTables(db), {
          appUserId: user.appUserId,
          oilType: type,
          kind: 'recharge',
          amount,
          orderNo: null,
          remark: '车队充值',
          atMs: db.now(),
        });
        save();
        return billView(bill);
      },
    {
      route: 'POST fuel/recharge',
      args: async (i) => {
        const b = await body(i);
        return [need(b.mobile, 'mobile'), oilType(b.oilType), Number(b.amount)] as [
          string,
          OilType,
          number,
        ];
      },
    },
  ),
  controlOp(
    'fuel.setPrice',
    ({ db, save }) =>
      (
        stationId: string,
        oilNo: string,
        prices: { listPrice: number; cardPriceNew: number; cardPriceOld: number } | null,
      ): FuelStationSummary => {
        const s = fuelTables(db).stations.find((x) => x.id === stationId);
        const p = s?.products.find((x) => x.oilNo === oilNo);
        if (!s || !p) throw notFound('station product');
        if (prices) {
          fen(prices.listPrice, 'listPrice');
          fen(prices.cardPriceNew, 'cardPriceNew');
          fen(prices.cardPriceOld, 'cardPriceOld');
        }
        p.override = prices
          ? {
              listPrice: prices.listPrice,
              cardPrice: { new: prices.cardPriceNew, old: prices.cardPriceOld },
            }
          : null;
        save();
        return {
          id: s.id,
          name: s.name,
          oilTypes: [...s.oilTypes],
          prices: { new: pricesOf(s, 'new', db.now()), old: pricesOf(s, 'old', db.now()) },
        };
      },
    {
      route: 'POST fuel/price',
      args: async (i) => {
        const b = await body(i);
        const clear = b.listPrice === undefined || b.listPrice === null;
        return [
          need(b.stationId, 'stationId'),
          need(b.oilNo, 'oilNo'),
          clear
            ? null
            : {
                listPrice: Number(b.listPrice),
                cardPriceNew: Number(b.cardPriceNew),
                cardPriceOld: Number(b.cardPriceOld),
              },
        ] as [
          string,
          string,
          { listPrice: number; cardPriceNew: number; cardPriceOld: number } | null,
        ];
      },
    },
  ),
] as const;
