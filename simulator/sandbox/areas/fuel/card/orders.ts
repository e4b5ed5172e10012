/**
 * Sign-ins and orders. An order needs a sign-in (2 h) at its station, a vehicle whose fuel-card pass
 * holds, the price of the moment, enough on the card and the SMS code (decrypted from its secret);
 * it debits the card and waits at the pump (paid) until the station fuels it or refunds it.
 */
import type {
  FuelBill,
  FuelOrder,
  FuelOrderPush,
  OilType,
  SignInStatus,
} from '@/lib/contract/fuel/station';
import { MAX_ORDER_LITRES, MIN_ORDER_FEN, fuelQuote, litresToCentilitres } from '@/lib/domain/fuel';
import { missing, reject } from '../../../envelope';
import { int, text } from '../../../fields';
import type { Db } from '../../../store/db';
import { formatDateTime } from '../../../store/time';
import { userById } from '../../account/auth/users';
import { checkCode } from '../../common/sms/codes';
import { balanceOf, fuelTables, nextNo, postBill } from './cards';
import { carPass } from './car-pass';
import { fuelMessages as m } from './messages';
import { decryptSecret } from './pay-key';
import { metresTo, priceOf } from './stations';
import type { FuelBillRecord, FuelCardTables, FuelOrderRecord, StationRecord } from './types';

const SIGN_IN_MS = 2 * 3_600_000;
const SIGN_IN_RADIUS_M = 1000;

export function oilTypeOf(value: unknown): OilType {
  if (value === undefined || value === null || value === '') return 'new';
  if (value !== 'old' && value !== 'new') reject(m.badOilType);
  return value;
}

export function stationOf(t: FuelCardTables, id: unknown): StationRecord {
  const s = t.stations.find((x) => x.id === text(id, '油站'));
  if (!s) missing(m.stationNotFound);
  return s;
}

export function signInOf(db: Db, appUserId: string, stationId: string): SignInStatus {
  const now = db.now();
  const s = fuelTables(db).signIns.findLast(
    (x) => x.appUserId === appUserId && x.stationId === stationId && now - x.atMs < SIGN_IN_MS,
  );
  return {
    stationId,
    signedIn: Boolean(s),
    signInTime: s ? formatDateTime(s.atMs) : null,
    expireTime: s ? formatDateTime(s.atMs + SIGN_IN_MS) : null,
    carNo: s?.carNo ?? null,
  };
}

export function signIn(
  db: Db,
  appUserId: string,
  req: { stationId?: unknown; carNo?: unknown; longitude?: unknown; latitude?: unknown },
): SignInStatus {
  const t = fuelTables(db);
  const station = stationOf(t, req.stationId);
  const carNo = text(req.carNo, '车牌号');
  const lng = Number(req.longitude);
  const lat = Number(req.latitude);
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) reject('请开启定位后签到');
  if (metresTo(station, lng, lat) > SIGN_IN_RADIUS_M) reject(m.tooFar);
  if (!carPass(db, appUserId, carNo).pass) reject(m.carNotAllowed);
  t.signIns = t.signIns.filter((x) => !(x.appUserId === appUserId && x.stationId === station.id));
  t.signIns.push({ appUserId, stationId: station.id, carNo, atMs: db.now() });
  return signInOf(db, appUserId, station.id);
}

function volumeOf(req: FuelOrderPush): { mode: 'amount' | 'litres'; value: number } {
  if (req.mode === 'amount') {
    const amount = Number(req.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) reject(m.badAmount);
    if (amount < MIN_ORDER_FEN) reject(m.belowMin);
    return { mode: 'amount', value: amount };
  }
  const litres = Number(req.litres);
  const centi = litresToCentilitres(litres);
  if (!Number.isFinite(litres) || litres <= 0 || Math.abs(centi - litres * 100) > 1e-6) {
    reject(m.badVolume);
  }
  if (litres > MAX_ORDER_LITRES) reject(m.tooMuch);
  return { mode: 'litres', value: centi };
}

export async function pushOrder(
  db: Db,
  appUserId: string,
  oilType: OilType,
  req: FuelOrderPush,
): Promise<FuelOrder> {
  const t = fuelTables(db);
  const station = stationOf(t, req.stationId);
  if (!station.oilTypes.includes(oilType)) reject(m.cardNotTaken);
  const product = station.products.find((p) => p.oilNo === text(req.oilNo, '油品'));
  if (!product) reject(m.productNotFound);
  const carNo = text(req.carNo, '车牌号');
  if (!signInOf(db, appUserId, station.id).signedIn) reject(m.notSignedIn);
  if (!carPass(db, appUserId, carNo).pass) reject(m.carNotAllowed);
  const price = priceOf(station, product, oilType, db.now());
  if (int(req.unitPrice, -1) !== price.cardPrice) reject(m.priceChanged);
  const { mode, value } = volumeOf(req);
  const quote = fuelQuote(mode, value, price.cardPrice, price.listPrice);
  if (quote.totalPrice < MIN_ORDER_FEN) reject(m.belowMin);
  if (int(req.totalPrice, -1) !== quote.totalPrice) reject(m.totalMismatch);
  const code = await decryptSecret(db, text(req.keyId, 'keyId'), text(req.secret, 'secret'));
  const user = userById(db, appUserId);
  checkCode(db, user?.mobile ?? '', 'fuelPay', code, false);
  if (quote.totalPrice > balanceOf(t, appUserId, oilType)) reject(m.notEnough);
  // The code is spent only by the order it pays for: a refusal above leaves it usable.
  checkCode(db, user?.mobile ?? '', 'fuelPay', code, true);
  const now = db.now();
  const record: FuelOrderRecord = {
    orderNo: nextNo(t, 'JY'),
    appUserId,
    oilType,
    state: 'paid',
    stationId: station.id,
    oilNo: product.oilNo,
    oilName: product.oilName,
    unit: product.unit,
    carNo,
    litres: quote.litres,
    unitPrice: price.cardPrice,
    listPrice: price.listPrice,
    totalPrice: quote.totalPrice,
    discount: quote.discount,
    verifyCode: db.rng('fuel-verify', t.counter).digits(6),
    createMs: now,
    fuelMs: null,
    refundMs: null,
    refundReason: null,
  };
  t.orders.push(record);
  postBill(t, {
    appUserId,
    oilType,
    kind: 'consume',
    amount: -quote.totalPrice,
    orderNo: record.orderNo,
    remark: `${station.name} ${product.oilName}`,
    atMs: now,
  });
  return orderView(t, record);
}

/** The station fuels a paid order (the attendant checked the code). */
export function fuelOrder(db: Db, o: FuelOrderRecord): void {
  if (o.state !== 'paid') reject(`订单${o.orderNo}不是待加油状态`);
  o.state = 'fuelled';
  o.fuelMs = db.now();
}

/** The station refunds a paid order: the money goes back on the card. */
export function refundOrder(db: Db, o: FuelOrderRecord, reason: string): void {
  if (o.state !== 'paid') reject(`订单${o.orderNo}不是待加油状态`);
  const now = db.now();
  o.state = 'refunded';
  o.refundMs = now;
  o.refundReason = reason;
  postBill(fuelTables(db), {
    appUserId: o.appUserId,
    oilType: o.oilType,
    kind: 'refund',
    amount: o.totalPrice,
    orderNo: o.orderNo,
    remark: reason,
    atMs: now,
  });
}

export function orderView(t: FuelCardTables, o: FuelOrderRecord): FuelOrder {
  const s = t.stations.find((x) => x.id === o.stationId);
  return {
    orderNo: o.orderNo,
    oilType: o.oilType,
    state: o.state,
    stationId: o.stationId,
    stationName: s?.name ?? '',
    stationAddress: s?.address ?? '',
    oilNo: o.oilNo,
    oilName: o.oilName,
    unit: o.unit,
    carNo: o.carNo,
    litres: o.litres,
    unitPrice: o.unitPrice,
    listPrice: o.listPrice,
    totalPrice: o.totalPrice,
    discount: o.discount,
    verifyCode: o.verifyCode,
    createTime: formatDateTime(o.createMs),
    fuelTime: o.fuelMs === null ? null : formatDateTime(o.fuelMs),
    refundTime: o.refundMs === null ? null : formatDateTime(o.refundMs),
    refundReason: o.refundReason,
  };
}

export function billView(b: FuelBillRecord): FuelBill {
  return {
    billNo: b.billNo,
    oilType: b.oilType,
    kind: b.kind,
    amount: b.amount,
    balanceAfter: b.balanceAfter,
    orderNo: b.orderNo,
    remark: b.remark,
    createTime: formatDateTime(b.atMs),
  };
}
