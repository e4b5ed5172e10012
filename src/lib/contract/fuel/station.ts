/**
 * Fuel stations, fuel orders and fuel-card bills (sdc gd/oil/driver/, JSON, §7.4). The spec names
 * the calls but not their fields: the shapes are this project's design (docs/api-contract.md,
 * "Fuel"). Two card generations (`oilType`): `old` pays with the old card (oilLeftPrice,
 * getOilPriceOld, gdOliOrderPushOld), `new` with the new one (gasLeftPrice, getOilPrice,
 * gdOliOrderPush). Money is integer fen, prices are fen per litre (or per kg of LNG), volumes are
 * litres with at most 2 decimals; times `YYYY-MM-DD HH:mm:ss` on the platform clock.
 */
import { endpoint, type Reads } from '../endpoint';
import { fuelCard } from './balance';
import type { PageQuery, ServerPage } from '../envelope';

/** The fuel-card generation (query `oilType` of the fuel screens). */
export type OilType = 'old' | 'new';

/** One product of a station: `0#` diesel, `92#` petrol, `LNG`… */
export interface FuelPrice {
  /** Product code: `0#`, `-10#`, `92#`, `95#`, `LNG`. */
  oilNo: string;
  /** Product name, e.g. `0#柴油`. */
  oilName: string;
  /** `L` (litre) or `kg` (LNG). */
  unit: 'L' | 'kg';
  /** The pump price, fen per unit. */
  listPrice: number;
  /** What the fuel card pays, fen per unit (at most listPrice). */
  cardPrice: number;
}

export interface FuelStation {
  id: string;
  name: string;
  /** `中国石化`, `中国石油`, `中化石油`, `民营`… */
  brand: string;
  /** 省 市 区 names joined by spaces. */
  regionName: string;
  address: string;
  longitude: number;
  latitude: number;
  /** km from the position the list was asked for (one decimal); null without a position. */
  distanceKm: number | null;
  /** `HH:mm-HH:mm`; `00:00-24:00` for round the clock. */
  openHours: string;
  phone: string;
  /** The card generations the station takes. */
  oilTypes: OilType[];
  /** Today's price of the station's main product (diesel first), for the list. */
  featuredPrice: FuelPrice | null;
}

export interface StationListQuery extends PageQuery {
  oilType: OilType;
  /** The driver's position (bridge location); without it the list is by name. */
  longitude?: number;
  latitude?: number;
  /** Station name or address contains it. */
  keyword?: string;
}

export interface StationQuery {
  stationId: string;
  oilType: OilType;
  /** The driver's position, for `distanceKm`. */
  longitude?: number;
  latitude?: number;
}

export interface StationPrices {
  stationId: string;
  /** The price day, `YYYY-MM-DD`. */
  date: string;
  prices: FuelPrice[];
}

/** Sign-in at a station (到站签到): ordering needs a valid one at that station. */
export interface SignInStatus {
  stationId: string;
  signedIn: boolean;
  signInTime: string | null;
  /** A sign-in holds for 2 hours. */
  expireTime: string | null;
  /** The vehicle signed in with: the order fuels this one. */
  carNo: string | null;
}

export interface SignInRequest {
  stationId: string;
  carNo: string;
  /** The phone's position: the station refuses a sign-in more than 1 km away. */
  longitude: number;
  latitude: number;
}

/** The key that encrypts the payment secret (RSA-OAEP with SHA-256, SPKI DER in base64). */
export interface PaymentPublicKey {
  keyId: string;
  algorithm: 'RSA-OAEP-256';
  publicKey: string;
}

/** Ordering by money (`amount`, fen) or by volume (`litres`). */
export type OrderMode = 'amount' | 'litres';

export interface FuelOrderPush {
  stationId: string;
  oilNo: string;
  carNo: string;
  mode: OrderMode;
  /** Fen, when mode is `amount`. */
  amount?: number;
  /** Litres (2 decimals at most), when mode is `litres`. */
  litres?: number;
  /** The card price the driver saw, fen per unit: a changed price is refused. */
  unitPrice: number;
  /** What the driver agreed to pay, fen (fuelTotal of lib/domain/fuel). */
  totalPrice: number;
  /** Id of the PaymentPublicKey the secret is encrypted with. */
  keyId: string;
  /** The SMS code (template `fuelPay`) encrypted with that key, base64; never sent in clear. */
  secret: string;
}

/** paid: 待加油 (show the code at the pump); fuelled: 已加油; refunded: 已退款 (back on the card). */
export type FuelOrderState = 'paid' | 'fuelled' | 'refunded';

export interface FuelOrder {
  orderNo: string;
  oilType: OilType;
  state: FuelOrderState;
  stationId: string;
  stationName: string;
  stationAddress: string;
  oilNo: string;
  oilName: string;
  unit: 'L' | 'kg';
  carNo: string;
  litres: number;
  unitPrice: number;
  listPrice: number;
  /** Fen paid from the card. */
  totalPrice: number;
  /** Fen saved against the pump price. */
  discount: number;
  /** 6 digits the attendant checks before fuelling (核销码). */
  verifyCode: string;
  createTime: string;
  fuelTime: string | null;
  refundTime: string | null;
  refundReason: string | null;
}

export interface FuelOrderQuery extends PageQuery {
  oilType: OilType;
  state?: FuelOrderState;
  /** `YYYY-MM`; absent: all months. */
  month?: string;
}

export interface FuelOrderTotals {
  orderCount: number;
  litres: number;
  /** Fen paid (refunded orders excluded). */
  totalPrice: number;
  /** Fen saved (refunded orders excluded). */
  discount: number;
}

/** recharge: 充值 (the fleet loads the card); consume: 加油消费; refund: 退款. */
export type FuelBillKind = 'recharge' | 'consume' | 'refund';

export interface FuelBill {
  billNo: string;
  oilType: OilType;
  kind: FuelBillKind;
  /** Fen, signed: + credits the card, − debits it. */
  amount: number;
  /** Fen: the card balance after this bill. */
  balanceAfter: number;
  orderNo: string | null;
  remark: string;
  createTime: string;
}

export interface FuelBillQuery extends PageQuery {
  oilType: OilType;
  kind?: FuelBillKind;
  month?: string;
}

const fuelPath = (sub: string) => `gd/oil/driver/${sub}`;

export const fuel = {
  listPage: endpoint<StationListQuery, ServerPage<FuelStation>>('sdc', fuelPath('listPage')),
  /** One station (§7.4 names only the list; `getStation` is this project's read by id). */
  getStation: endpoint<StationQuery, FuelStation>('sdc', fuelPath('getStation')),
  /** The new card's prices. */
  getOilPrice: endpoint<{ stationId: string }, StationPrices>('sdc', fuelPath('getOilPrice')),
  /** The old card's prices. */
  getOilPriceOld: endpoint<{ stationId: string }, StationPrices>('sdc', fuelPath('getOilPriceOld')),
  signInStatus: endpoint<{ stationId: string }, SignInStatus>('sdc', fuelPath('signIn/status')),
  /** §7.4 names only the status; the sign-in itself is this project's `signIn/save`. */
  signIn: endpoint<SignInRequest, SignInStatus>('sdc', fuelPath('signIn/save'), {
    changes: (): Reads => [fuel.signInStatus],
  }),
  getYptPubickKey: endpoint<Record<string, never>, PaymentPublicKey>(
    'sdc',
    fuelPath('getYptPubickKey'),
    { method: 'GET' },
  ),
  /** Pays with the new card. Idempotency-Key: one per order. */
  gdOliOrderPush: endpoint<FuelOrderPush, FuelOrder>('sdc', fuelPath('gdOliOrderPush'), {
    changes: orderReads,
    idempotent: true,
  }),
  /** Pays with the old card. Idempotency-Key: one per order. */
  gdOliOrderPushOld: endpoint<FuelOrderPush, FuelOrder>('sdc', fuelPath('gdOliOrderPushOld'), {
    changes: orderReads,
    idempotent: true,
  }),
  gdOliOrderReportList: endpoint<FuelOrderQuery, ServerPage<FuelOrder>>(
    'sdc',
    fuelPath('gdOliOrderReportList'),
  ),
  gdOliOrderNumPrice: endpoint<Omit<FuelOrderQuery, keyof PageQuery>, FuelOrderTotals>(
    'sdc',
    fuelPath('gdOliOrderNumPrice'),
  ),
  gdOliBillReportList: endpoint<FuelBillQuery, ServerPage<FuelBill>>(
    'sdc',
    fuelPath('gdOliBillReportList'),
  ),
  /** The bills of one order (its debit, and its refund once refunded). */
  gdOliOrderBillList: endpoint<{ orderNo: string }, FuelBill[]>(
    'sdc',
    fuelPath('gdOliOrderBillList'),
  ),
  gdOliOrderReportDetail: endpoint<{ orderNo: string }, FuelOrder>(
    'sdc',
    fuelPath('gdOliOrderReportDetail'),
  ),
} as const;

/** What an order changes: the card balance, the orders, their totals and the bills. */
function orderReads(): Reads {
  return [
    fuelCard.getOilCardBalance,
    fuel.gdOliOrderReportList,
    fuel.gdOliOrderNumPrice,
    fuel.gdOliBillReportList,
    fuel.gdOliOrderBillList,
    fuel.gdOliOrderReportDetail,
  ];
}
