/**
 * Stations, and the fuel cards of the seeded certified drivers with a history that adds up: each
 * card's bills (充值, 消费 for orders fuelled, one refunded, and on the new card one order still
 * waiting at the pump) end at its balance — fixed for 13800000002 (stories read them), drawn for the
 * others. Drivers who are not certified have no card loaded. Times are offsets (cards.ts anchors them).
 */
import type { FuelCardBalance } from '@/lib/contract/fuel/balance';
import type { OilType } from '@/lib/contract/fuel/station';
import { fuelQuote } from '@/lib/domain/fuel';
import { SEEDED_MOBILES } from '../../../store/catalog';
import { rngFor, type Rng } from '../../../store/prng';
import { DAY_MS } from '../../../store/time';
import type { SeedContext } from '../../slice';
import { postBill, nextNo } from './cards';
import { priceOf, seedStations } from './stations';
import type { FuelCardTables, StationRecord } from './types';

export const CERTIFIED_DRIVER_FUEL: FuelCardBalance = {
  oilLeftPrice: 32_050,
  gasLeftPrice: 158_800,
};

const HOUR_MS = 3_600_000;

interface Trip {
  /** Offset from now (negative). */
  at: number;
  amount: number;
  fate: 'fuelled' | 'refunded' | 'paid';
}

function tripsFor(rng: Rng, oilType: OilType): Trip[] {
  const amount = () => rng.int(30, 120) * 1000;
  const trips: Trip[] = [
    { at: -80 * DAY_MS, amount: amount(), fate: 'fuelled' },
    { at: -45 * DAY_MS, amount: amount(), fate: 'fuelled' },
    { at: -30 * DAY_MS, amount: amount(), fate: 'refunded' },
    { at: -10 * DAY_MS, amount: amount(), fate: 'fuelled' },
  ];
  if (oilType === 'new') trips.push({ at: -2 * HOUR_MS, amount: amount(), fate: 'paid' });
  return trips;
}

function seedCard(
  t: FuelCardTables,
  rng: Rng,
  appUserId: string,
  carNo: string,
  oilType: OilType,
  target: number,
): void {
  const stations = t.stations.filter((s) => s.oilTypes.includes(oilType));
  const trips = tripsFor(rng, oilType);
  const spent = trips.filter((x) => x.fate !== 'refunded').reduce((sum, x) => sum + x.amount, 0);
  // The second recharge (40 days ago) comes after the first two trips: the first recharge must pay
  // for them, so the card is never below 0 (second ≤ target + what is spent after it).
  const later = trips.slice(2).filter((x) => x.fate !== 'refunded');
  const afterSecond = target + later.reduce((sum, x) => sum + x.amount, 0);
  const second = Math.floor(Math.min(spent / 2, afterSecond) / 100) * 100;
  const first = target + spent - second;
  // A refunded order held its amount until the refund: no more than the card had then.
  const refunded = trips.find((x) => x.fate === 'refunded');
  if (refunded) refunded.amount = Math.min(refunded.amount, afterSecond);
  const recharge = (at: number, amount: number) =>
    postBill(t, {
      appUserId,
      oilType,
      kind: 'recharge',
      amount,
      orderNo: null,
      remark: '车队充值',
      atMs: at,
    });
  recharge(-90 * DAY_MS, first);
  trips.forEach((trip, i) => {
    if (i === 2) recharge(-40 * DAY_MS, second);
    order(t, rng, { appUserId, carNo, oilType, station: rng.pick(stations), trip });
  });
}

function order(
  t: FuelCardTables,
  rng: Rng,
  o: { appUserId: string; carNo: string; oilType: OilType; station: StationRecord; trip: Trip },
): void {
  const product = o.station.products[0]!;
  const price = priceOf(o.station, product, o.oilType, 0);
  const quote = fuelQuote('amount', o.trip.amount, price.cardPrice, price.listPrice);
  const orderNo = nextNo(t, 'JY');
  const fuelled = o.trip.fate !== 'paid';
  t.orders.push({
    orderNo,
    appUserId: o.appUserId,
    oilType: o.oilType,
    state: o.trip.fate,
    stationId: o.station.id,
    oilNo: product.oilNo,
    oilName: product.oilName,
    unit: product.unit,
    carNo: o.carNo,
    litres: quote.litres,
    unitPrice: price.cardPrice,
    listPrice: price.listPrice,
    totalPrice: quote.totalPrice,
    discount: quote.discount,
    verifyCode: rng.digits(6),
    createMs: o.trip.at,
    fuelMs: fuelled && o.trip.fate === 'fuelled' ? o.trip.at + 20 * 60_000 : null,
    refundMs: o.trip.fate === 'refunded' ? o.trip.at + DAY_MS : null,
    refundReason: o.trip.fate === 'refunded' ? '油站暂停供油，订单已退款' : null,
  });
  const base = { appUserId: o.appUserId, oilType: o.oilType, orderNo };
  postBill(t, {
    ...base,
    kind: 'consume',
    amount: -quote.totalPrice,
    remark: `${o.station.name} ${product.oilName}`,
    atMs: o.trip.at,
  });
  if (o.trip.fate === 'refunded') {
    postBill(t, {
      ...base,
      kind: 'refund',
      amount: quote.totalPrice,
      remark: '油站暂停供油，订单已退款',
      atMs: o.trip.at + DAY_MS,
    });
  }
}

export function seedFuelCards({ seed, people }: SeedContext): FuelCardTables {
  const rng = rngFor(seed, 'fuel-card');
  const t: FuelCardTables = {
    balances: {},
    stations: seedStations(rng),
    orders: [],
    bills: [],
    signIns: [],
    counter: 0,
    anchorMs: null,
  };
  for (const p of people) {
    if (p.identity?.certificationStatus !== 1) continue;
    const target =
      p.mobile === SEEDED_MOBILES.certifiedDriver
        ? CERTIFIED_DRIVER_FUEL
        : { oilLeftPrice: rng.int(0, 2_000) * 100, gasLeftPrice: rng.int(0, 5_000) * 100 };
    const carNo = p.cars?.[0]?.carNo ?? '';
    seedCard(t, rng, p.appUserId, carNo, 'old', target.oilLeftPrice);
    seedCard(t, rng, p.appUserId, carNo, 'new', target.gasLeftPrice);
  }
  t.bills.sort((a, b) => a.atMs - b.atMs);
  t.orders.sort((a, b) => a.createMs - b.createMs);
  return t;
}
