/** The driver's trip calls: detail, departure, arrival, receipt, the premium, the trail and fences. */
import { waybillTrip, type WaybillFenceCheck } from '@/lib/contract/waybill/trip';
import { ownRecord, reject } from '../../../envelope';
import { route, type RouteContext } from '../../../router';
import { formatDateTime } from '../../../store/time';
import { metresBetween } from '../../supply/market/places';
import { positionFrom } from '../../supply/market/fence';
import { tripMessages as m } from './messages';
import { closeOrder, confirmPaid, createOrder } from './premium';
import { plannedHours } from './trail';
import {
  arrivalRefusal,
  arrive,
  checkPhotos,
  checkQuantity,
  depart,
  departureRefusal,
  findWaybill,
  handInReceipt,
} from './trip-rules';
import { tripOf } from './trip-record';
import { detailView, premiumStatus } from './trip-view';
import { waybillArea, type WaybillRecord } from './types';

/** The asking driver's waybill by id or number (运单不存在, or 该运单不属于您 for another's). */
function mine(ctx: RouteContext, id: unknown): WaybillRecord {
  const user = ctx.me();
  return ownRecord(findWaybill(ctx.db, id), (w) => w.appUserId === user.appUserId, {
    missing: m.notFound,
    notYours: m.notYours,
  });
}

function fix(ctx: RouteContext, req: { longitude?: unknown; latitude?: unknown }) {
  return positionFrom(req, ctx.request);
}

export const tripRoutes = [
  route(waybillTrip.getDetail, (req, ctx) => detailView(ctx.db, mine(ctx, req.id))),

  route(waybillTrip.load, (req, ctx) => {
    const w = mine(ctx, req.id);
    const photos = checkPhotos('departure', req.photos);
    const quantity = checkQuantity(req.loadedQuantity, m.loadedInvalid);
    depart(ctx.db, w, photos, quantity, fix(ctx, req));
    ctx.log(`[sandbox] ${w.waybillNo} departed (${photos.length} photos, ${quantity})`);
    return detailView(ctx.db, w);
  }),

  route(waybillTrip.unload, (req, ctx) => {
    const w = mine(ctx, req.id);
    const photos = checkPhotos('arrival', req.photos);
    const quantity = checkQuantity(req.unloadedQuantity, m.unloadedInvalid);
    arrive(ctx.db, w, photos, quantity, fix(ctx, req));
    ctx.log(`[sandbox] ${w.waybillNo} arrived (${photos.length} photos, ${quantity})`);
    return detailView(ctx.db, w);
  }),

  route(waybillTrip.uploadReceipt, (req, ctx) => {
    const w = mine(ctx, req.id);
    handInReceipt(ctx.db, w, checkPhotos('receipt', req.photos));
    ctx.log(`[sandbox] ${w.waybillNo} receipt handed in: approve it in the 运输 panel`);
    return detailView(ctx.db, w);
  }),

  route(waybillTrip.createPremiumPayment, (req, ctx) => {
    const w = mine(ctx, req.id);
    const tables = ctx.db.area(waybillArea);
    const order = createOrder(ctx.db, w, req.wallet, tables.orders + 1, fix(ctx, req));
    tables.orders += 1;
    return order;
  }),

  route(waybillTrip.confirmPremiumPayment, (req, ctx) => {
    const w = mine(ctx, req.id);
    confirmPaid(ctx.db, w, req.orderNo);
    return premiumStatus(tripOf(ctx.db, w));
  }),

  route(waybillTrip.closePremiumPayment, (req, ctx) => {
    const w = mine(ctx, req.id);
    closeOrder(ctx.db, w, req.orderNo, req.reason);
    return premiumStatus(tripOf(ctx.db, w));
  }),

  route(waybillTrip.getPremiumStatus, (req, ctx) =>
    premiumStatus(tripOf(ctx.db, mine(ctx, req.id))),
  ),

  route(waybillTrip.getTrail, (req, ctx) => {
    const w = mine(ctx, req.id);
    const trip = tripOf(ctx.db, w);
    return {
      points: trip.trail.map(([lng, lat, ms]): [number, number, string] => [
        lng,
        lat,
        formatDateTime(ms),
      ]),
      origin: { longitude: w.origin.longitude, latitude: w.origin.latitude },
      destination: { longitude: w.destination.longitude, latitude: w.destination.latitude },
      plannedKm: w.distanceKm,
      plannedHours: plannedHours(w.distanceKm),
    };
  }),

  route(waybillTrip.checkFence, (req, ctx): WaybillFenceCheck => {
    const w = mine(ctx, req.id);
    if (req.point !== 'loading' && req.point !== 'unloading') reject(m.pointInvalid);
    const trip = tripOf(ctx.db, w);
    const place = req.point === 'loading' ? w.origin : w.destination;
    const fence = req.point === 'loading' ? trip.loadingFence : trip.unloadingFence;
    const at = fix(ctx, req);
    if (!at) reject(m.noLocation);
    const distanceM = Math.round(
      metresBetween(at.longitude, at.latitude, place.longitude, place.latitude),
    );
    return {
      fenced: fence !== null,
      inside: !fence || distanceM <= fence.radiusM,
      distanceM,
      radiusM: fence?.radiusM ?? 0,
      fenceName: fence?.name ?? '',
      refusal: (req.point === 'loading' ? departureRefusal : arrivalRefusal)(ctx.db, w, at),
    };
  }),
];
