/** Contract samples of the waybill list and trip (src/lib/contract/waybill/waybills.ts, trip.ts). */
import { eContract } from '@/lib/contract/supply/e-contract';
import { waybill } from '@/lib/contract/waybill/waybills';
import { waybillTrip, type TripPhotoInput } from '@/lib/contract/waybill/trip';
import { call } from '../../helpers';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';
import { signatureDataUrl } from '../supply/e-contract';

export const WAYBILL_FIELDS = {
  id: true,
  waybillNo: true,
  kind: true,
  sourceId: true,
  status: true,
  origin: true,
  destination: true,
  distanceKm: true,
  goodsName: true,
  unit: true,
  quantity: true,
  carNo: true,
  shipperName: true,
  loadingStart: true,
  loadingEnd: true,
  unloadingTime: true,
  freight: true,
  contractId: true,
  contractStatus: true,
  createTime: true,
} as const;

export const DETAIL_FIELDS = {
  ...WAYBILL_FIELDS,
  goodsType: true,
  packing: true,
  loadedQuantity: true,
  unloadedQuantity: true,
  vehicle: true,
  driver: true,
  shipperContact: true,
  loadingContact: true,
  unloadingContact: true,
  departedAt: true,
  arrivedAt: true,
  receiptAt: true,
  freightDetail: true,
  premium: true,
  loadingFence: true,
  unloadingFence: true,
  photos: true,
  receiptPending: true,
  receiptRejectReason: true,
  timeline: true,
  nextAction: true,
  afterSales: true,
} as const;

const DETAIL = { kind: 'object', fields: DETAIL_FIELDS } as const;
const PREMIUM = {
  kind: 'object',
  fields: { amount: true, status: true, orderNo: true, wallet: true, paidAt: true },
} as const;

/** The certified driver's seeded trips (supply/market/deals.ts). */
export const SEEDED = { toLoad: 'WB0005', inTransit: 'WB0007', toReceipt: 'WB0008' } as const;

export const PHOTO: TripPhotoInput = {
  url: '/__sandbox/files/F1.png',
  watermarkUrl: '/__sandbox/files/F1-wm.png',
  takenAt: '2026-11-22 09:00:00',
};

function trip(ctx: SampleContext, id: string) {
  return ctx.sb.control.trip.waybills({ mobile: ctx.mobile }).find((w) => w.id === id)!;
}

/** Signs the waybill's contract, drops its premium and opens its loading: it may depart. */
export async function readyToDepart(ctx: SampleContext, id: string): Promise<void> {
  const w = trip(ctx, id);
  await call(
    ctx.sb,
    eContract.startTheProcessToESignById,
    { contractId: w.contractId, signatureImage: await signatureDataUrl() },
    ctx.at,
  );
  ctx.sb.control.trip.setPremium(id, 0);
  ctx.sb.control.trip.openLoading(id);
}

/** Signs the waybill's contract and opens its loading now: its premium may be paid at the site. */
export async function readyToPay(ctx: SampleContext, id: string) {
  const w = trip(ctx, id);
  await call(
    ctx.sb,
    eContract.startTheProcessToESignById,
    { contractId: w.contractId, signatureImage: await signatureDataUrl() },
    ctx.at,
  );
  ctx.sb.control.trip.openLoading(id);
  return { longitude: w.origin.longitude, latitude: w.origin.latitude };
}

async function order(ctx: SampleContext) {
  const at = await readyToPay(ctx, SEEDED.toLoad);
  const made = await call(
    ctx.sb,
    waybillTrip.createPremiumPayment,
    { id: SEEDED.toLoad, wallet: 'wechat', ...at },
    ctx.at,
  );
  return { id: SEEDED.toLoad, orderNo: made.body.data.orderNo };
}

export const samples: Record<string, AnySample> = {
  'waybill.listPage': sample(
    waybill.listPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: WAYBILL_FIELDS },
  ),
  'waybill.countByStatus': sample(
    waybill.countByStatus,
    {},
    {
      kind: 'object',
      fields: { toLoad: true, inTransit: true, toReceipt: true, done: true, cancelled: true },
    },
  ),
  'waybillTrip.getDetail': sample(waybillTrip.getDetail, { id: SEEDED.inTransit }, DETAIL),
  'waybillTrip.load': sample(
    waybillTrip.load,
    async (ctx) => {
      await readyToDepart(ctx, SEEDED.toLoad);
      const { origin } = trip(ctx, SEEDED.toLoad);
      return {
        id: SEEDED.toLoad,
        photos: [PHOTO],
        loadedQuantity: 32,
        longitude: origin.longitude,
        latitude: origin.latitude,
      };
    },
    DETAIL,
  ),
  'waybillTrip.unload': sample(
    waybillTrip.unload,
    (ctx) => {
      const { destination } = trip(ctx, SEEDED.inTransit);
      return {
        id: SEEDED.inTransit,
        photos: [PHOTO],
        unloadedQuantity: 31.7,
        longitude: destination.longitude,
        latitude: destination.latitude,
      };
    },
    DETAIL,
  ),
  'waybillTrip.uploadReceipt': sample(
    waybillTrip.uploadReceipt,
    { id: SEEDED.toReceipt, photos: [PHOTO] },
    DETAIL,
  ),
  'waybillTrip.createPremiumPayment': sample(
    waybillTrip.createPremiumPayment,
    async (ctx) => ({
      id: SEEDED.toLoad,
      wallet: 'alipay' as const,
      ...(await readyToPay(ctx, SEEDED.toLoad)),
    }),
    {
      kind: 'object',
      fields: { orderNo: true, orderInfo: true, wallet: true, amount: true, expiresAt: true },
    },
  ),
  'waybillTrip.confirmPremiumPayment': sample(waybillTrip.confirmPremiumPayment, order, PREMIUM),
  'waybillTrip.closePremiumPayment': sample(
    waybillTrip.closePremiumPayment,
    async (ctx) => ({ ...(await order(ctx)), reason: 'cancel' as const }),
    PREMIUM,
  ),
  'waybillTrip.getPremiumStatus': sample(
    waybillTrip.getPremiumStatus,
    { id: SEEDED.toLoad },
    PREMIUM,
  ),
  'waybillTrip.getTrail': sample(
    waybillTrip.getTrail,
    { id: SEEDED.inTransit },
    {
      kind: 'object',
      fields: {
        points: true,
        origin: true,
        destination: true,
        plannedKm: true,
        plannedHours: true,
      },
    },
  ),
  'waybillTrip.checkFence': sample(
    waybillTrip.checkFence,
    { id: SEEDED.inTransit, point: 'unloading', longitude: 114.46, latitude: 38.0 },
    {
      kind: 'object',
      fields: {
        fenced: true,
        inside: true,
        distanceM: true,
        radiusM: true,
        fenceName: true,
        refusal: true,
      },
    },
  ),
};
