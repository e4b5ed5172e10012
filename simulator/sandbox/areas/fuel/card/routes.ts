/** §3, §7.4: fuel-card balances, stations and prices, sign-in, orders and bills. */
import { fuel, type FuelBillKind, type FuelOrderState } from '@/lib/contract/fuel/station';
import { fuelCard } from '@/lib/contract/fuel/balance';
import { ownRecord, reject } from '../../../envelope';
import { optionalText, paginate, text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import { formatDate } from '../../../store/time';
import { fuelTables } from './cards';
import { fuelMessages as m } from './messages';
import { billView, oilTypeOf, orderView, pushOrder, signIn, signInOf, stationOf } from './orders';
import { paymentKey } from './pay-key';
import { metresTo, pricesOf, stationView } from './stations';
import type { FuelCardTables } from './types';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthOf = (ms: number) => formatDate(ms).slice(0, 7);

/** The asking driver's order: notFound when there is none, notYours when it is another driver's. */
function ownOrder(ctx: RouteContext, orderNo: string) {
  const found = fuelTables(ctx.db).orders.find((o) => o.orderNo === orderNo);
  return ownRecord(found, (o) => o.appUserId === ctx.me().appUserId, {
    missing: m.orderNotFound,
    notYours: m.orderNotYours,
  });
}

function monthFilter(value: unknown): string | undefined {
  const month = optionalText(value);
  if (month !== undefined && !MONTH.test(month)) reject(m.badMonth);
  return month;
}

function position(req: { longitude?: unknown; latitude?: unknown }) {
  const longitude = Number(req.longitude);
  const latitude = Number(req.latitude);
  const given = req.longitude !== undefined && req.latitude !== undefined;
  return given && Number.isFinite(longitude) && Number.isFinite(latitude)
    ? { longitude, latitude }
    : null;
}

function ordersOf(t: FuelCardTables, ctx: RouteContext, req: Record<string, unknown>) {
  const oilType = oilTypeOf(req.oilType);
  const month = monthFilter(req.month);
  const state = optionalText(req.state) as FuelOrderState | undefined;
  return t.orders
    .filter(
      (o) =>
        o.appUserId === ctx.me().appUserId &&
        o.oilType === oilType &&
        (!state || o.state === state) &&
        (!month || monthOf(o.createMs) === month),
    )
    .reverse();
}

export const fuelCardRoutes = [
  route(fuelCard.getOilCardBalance, (_req, ctx) => {
    const balance = fuelTables(ctx.db).balances[ctx.me().appUserId];
    return balance ? { ...balance } : { oilLeftPrice: 0, gasLeftPrice: 0 };
  }),

  route(fuel.listPage, (req, ctx) => {
    const oilType = oilTypeOf(req.oilType);
    const from = position(req);
    const keyword = optionalText(req.keyword);
    const found = fuelTables(ctx.db).stations.filter(
      (s) =>
        s.oilTypes.includes(oilType) &&
        (!keyword || s.name.includes(keyword) || s.address.includes(keyword)),
    );
    const sorted = from
      ? found.sort(
          (a, b) =>
            metresTo(a, from.longitude, from.latitude) - metresTo(b, from.longitude, from.latitude),
        )
      : found.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
    const page = paginate(sorted, req.pageIndex, req.pageSize);
    const now = ctx.db.now();
    return { ...page, records: page.records.map((s) => stationView(s, oilType, now, from)) };
  }),

  route(fuel.getStation, (req, { db }) => {
    const s = stationOf(fuelTables(db), req.stationId);
    return stationView(s, oilTypeOf(req.oilType), db.now(), position(req));
  }),

  route(fuel.getOilPrice, (req, { db }) => {
    const s = stationOf(fuelTables(db), req.stationId);
    if (!s.oilTypes.includes('new')) reject(m.cardNotTaken);
    return { stationId: s.id, date: formatDate(db.now()), prices: pricesOf(s, 'new', db.now()) };
  }),
  route(fuel.getOilPriceOld, (req, { db }) => {
    const s = stationOf(fuelTables(db), req.stationId);
    if (!s.oilTypes.includes('old')) reject(m.cardNotTaken);
    return { stationId: s.id, date: formatDate(db.now()), prices: pricesOf(s, 'old', db.now()) };
  }),

  route(fuel.signInStatus, (req, ctx) =>
    signInOf(ctx.db, ctx.me().appUserId, stationOf(fuelTables(ctx.db), req.stationId).id),
  ),
  route(fuel.signIn, (req, ctx) => signIn(ctx.db, ctx.me().appUserId, req)),

  route(fuel.getYptPubickKey, (_req, { db }) => paymentKey(db)),
  route(fuel.gdOliOrderPush, (req, ctx) =>
    pushOrder(ctx.db, ctx.me().appUserId, 'new', req as never),
  ),
  route(fuel.gdOliOrderPushOld, (req, ctx) =>
    pushOrder(ctx.db, ctx.me().appUserId, 'old', req as never),
  ),

  route(fuel.gdOliOrderReportList, (req, ctx) => {
    const t = fuelTables(ctx.db);
    const page = paginate(ordersOf(t, ctx, req), req.pageIndex, req.pageSize);
    return { ...page, records: page.records.map((o) => orderView(t, o)) };
  }),
  route(fuel.gdOliOrderNumPrice, (req, ctx) => {
    const paid = ordersOf(fuelTables(ctx.db), ctx, req).filter((o) => o.state !== 'refunded');
    return {
      orderCount: paid.length,
      litres: Math.round(paid.reduce((sum, o) => sum + o.litres * 100, 0)) / 100,
      totalPrice: paid.reduce((sum, o) => sum + o.totalPrice, 0),
      discount: paid.reduce((sum, o) => sum + o.discount, 0),
    };
  }),
  route(fuel.gdOliBillReportList, (req, ctx) => {
    const oilType = oilTypeOf(req.oilType);
    const month = monthFilter(req.month);
    const kind = optionalText(req.kind) as FuelBillKind | undefined;
    const rows = fuelTables(ctx.db)
      .bills.filter(
        (b) =>
          b.appUserId === ctx.me().appUserId &&
          b.oilType === oilType &&
          (!kind || b.kind === kind) &&
          (!month || monthOf(b.atMs) === month),
      )
      .reverse();
    const page = paginate(rows, req.pageIndex, req.pageSize);
    return { ...page, records: page.records.map(billView) };
  }),
  route(fuel.gdOliOrderBillList, (req, ctx) => {
    const orderNo = text(req.orderNo, '订单号');
    const t = fuelTables(ctx.db);
    ownOrder(ctx, orderNo);
    return t.bills.filter((b) => b.orderNo === orderNo).map(billView);
  }),
  route(fuel.gdOliOrderReportDetail, (req, ctx) => {
    const orderNo = text(req.orderNo, '订单号');
    const t = fuelTables(ctx.db);
    return orderView(t, ownOrder(ctx, orderNo));
  }),
];
