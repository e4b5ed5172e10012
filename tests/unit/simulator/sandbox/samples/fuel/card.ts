/** Contract samples of fuel (sdc gd/oil/driver/, src/lib/contract/fuel/station.ts). */
import { fuel as api, type FuelOrderPush } from '@/lib/contract/fuel/station';
import { license } from '@/lib/contract/account/license';
import { sms } from '@/lib/contract/common/sms';
import { call } from '../../helpers';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';

const STATION_FIELDS = {
  id: true,
  name: true,
  brand: true,
  regionName: true,
  address: true,
  longitude: true,
  latitude: true,
  distanceKm: true,
  openHours: true,
  phone: true,
  oilTypes: true,
  featuredPrice: true,
} as const;

export const ORDER_FIELDS = {
  orderNo: true,
  oilType: true,
  state: true,
  stationId: true,
  stationName: true,
  stationAddress: true,
  oilNo: true,
  oilName: true,
  unit: true,
  carNo: true,
  litres: true,
  unitPrice: true,
  listPrice: true,
  totalPrice: true,
  discount: true,
  verifyCode: true,
  createTime: true,
  fuelTime: true,
  refundTime: true,
  refundReason: true,
} as const;

const BILL_FIELDS = {
  billNo: true,
  oilType: true,
  kind: true,
  amount: true,
  balanceAfter: true,
  orderNo: true,
  remark: true,
  createTime: true,
} as const;

const SIGN_IN_FIELDS = {
  stationId: true,
  signedIn: true,
  signInTime: true,
  expireTime: true,
  carNo: true,
} as const;

/** Next to ST0001 (the station ~0.4 km from the simulator's start; it takes both cards). */
export const AT_ST0001 = { longitude: 116.401, latitude: 39.911 };

async function certifiedCar(ctx: SampleContext): Promise<string> {
  const cars = await call(ctx.sb, license.listCarLicenses, {}, ctx.at);
  return cars.body.data.find((c) => c.approvalStatus === 20)!.carNo;
}

export async function encryptFor(publicKey: string, secret: string): Promise<string> {
  const der = Uint8Array.from(atob(publicKey), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey(
    'spki',
    der,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const out = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(secret),
  );
  return btoa(String.fromCharCode(...new Uint8Array(out)));
}

/** Signs in at ST0001 and builds a paid ¥200 order of 0# for the card, SMS code encrypted. */
export async function orderInput(
  ctx: SampleContext,
  oilType: 'new' | 'old',
): Promise<FuelOrderPush> {
  const carNo = await certifiedCar(ctx);
  await call(ctx.sb, api.signIn, { stationId: 'ST0001', carNo, ...AT_ST0001 }, ctx.at);
  const prices = await call(
    ctx.sb,
    oilType === 'new' ? api.getOilPrice : api.getOilPriceOld,
    { stationId: 'ST0001' },
    ctx.at,
  );
  const diesel = prices.body.data.prices[0]!;
  await call(ctx.sb, sms.sendSmByTemplate, { mobile: ctx.mobile, template: 'fuelPay' }, ctx.at);
  const code = ctx.sb.control.sms.latest(ctx.mobile, 'fuelPay')!.code;
  const key = await call(ctx.sb, api.getYptPubickKey, {}, ctx.at);
  return {
    stationId: 'ST0001',
    oilNo: diesel.oilNo,
    carNo,
    mode: 'amount',
    amount: 20_000,
    unitPrice: diesel.cardPrice,
    totalPrice: 20_000,
    keyId: key.body.data.keyId,
    secret: await encryptFor(key.body.data.publicKey, code),
  };
}

async function firstOrderNo(ctx: SampleContext): Promise<string> {
  const page = await call(
    ctx.sb,
    api.gdOliOrderReportList,
    { oilType: 'new', pageIndex: 1, pageSize: 1 },
    ctx.at,
  );
  return page.body.data.records[0]!.orderNo;
}

export const samples: Record<string, AnySample> = {
  'fuel.listPage': sample(
    api.listPage,
    { oilType: 'new', pageIndex: 1, pageSize: 20, ...AT_ST0001 },
    { kind: 'page', fields: STATION_FIELDS },
  ),
  'fuel.getStation': sample(
    api.getStation,
    { stationId: 'ST0002', oilType: 'new', ...AT_ST0001 },
    { kind: 'object', fields: STATION_FIELDS },
  ),
  'fuel.getOilPrice': sample(
    api.getOilPrice,
    { stationId: 'ST0001' },
    { kind: 'object', fields: { stationId: true, date: true, prices: true } },
  ),
  'fuel.getOilPriceOld': sample(
    api.getOilPriceOld,
    { stationId: 'ST0001' },
    { kind: 'object', fields: { stationId: true, date: true, prices: true } },
  ),
  'fuel.signInStatus': sample(
    api.signInStatus,
    { stationId: 'ST0001' },
    { kind: 'object', fields: SIGN_IN_FIELDS },
  ),
  'fuel.signIn': sample(
    api.signIn,
    async (ctx) => ({ stationId: 'ST0001', carNo: await certifiedCar(ctx), ...AT_ST0001 }),
    { kind: 'object', fields: SIGN_IN_FIELDS },
  ),
  'fuel.getYptPubickKey': sample(
    api.getYptPubickKey,
    {},
    { kind: 'object', fields: { keyId: true, algorithm: true, publicKey: true } },
  ),
  'fuel.gdOliOrderPush': sample(api.gdOliOrderPush, (ctx) => orderInput(ctx, 'new'), {
    kind: 'object',
    fields: ORDER_FIELDS,
  }),
  'fuel.gdOliOrderPushOld': sample(api.gdOliOrderPushOld, (ctx) => orderInput(ctx, 'old'), {
    kind: 'object',
    fields: ORDER_FIELDS,
  }),
  'fuel.gdOliOrderReportList': sample(
    api.gdOliOrderReportList,
    { oilType: 'new', pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: ORDER_FIELDS },
  ),
  'fuel.gdOliOrderNumPrice': sample(
    api.gdOliOrderNumPrice,
    { oilType: 'new' },
    {
      kind: 'object',
      fields: { orderCount: true, litres: true, totalPrice: true, discount: true },
    },
  ),
  'fuel.gdOliBillReportList': sample(
    api.gdOliBillReportList,
    { oilType: 'old', pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: BILL_FIELDS },
  ),
  'fuel.gdOliOrderBillList': sample(
    api.gdOliOrderBillList,
    async (ctx) => ({ orderNo: await firstOrderNo(ctx) }),
    { kind: 'list', fields: BILL_FIELDS },
  ),
  'fuel.gdOliOrderReportDetail': sample(
    api.gdOliOrderReportDetail,
    async (ctx) => ({ orderNo: await firstOrderNo(ctx) }),
    { kind: 'object', fields: ORDER_FIELDS },
  ),
};
