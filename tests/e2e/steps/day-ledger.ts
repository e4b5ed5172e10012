/**
 * What the platform holds of a driver's day, as a tester reads the sandbox: the waybills with their
 * photos, the freight and withdrawals, the fuel orders, the tracking events from the road. A clean
 * day's ledger is CLEAN_DAY; a day under faults must hold exactly the same — nothing lost, nothing
 * twice.
 */
import type { Page } from '@playwright/test';
import type { Sim } from '../../../simulator/automation/fixture';
import { trips } from './common';
import { fuelOf } from './fuel';
import { moneyOf } from './money';
import type { NativeEventRecord } from '../../../src/lib/bridge/protocol';

export interface DayLedger {
  waybills: {
    status: string;
    departurePhotos: number;
    arrivalPhotos: number;
    receiptPhotos: number;
  }[];
  incomes: number;
  withdrawals: { amount: number; state: string }[];
  availableBalance: number;
  fuelOrders: { state: string; totalPrice: number }[];
  gasLeft: number;
  /** The tracking records kept on the road that reached the platform (each counted once). */
  roadRecords: number;
  /** Native tracking records the platform holds more than once. */
  nativeEventsTwice: number;
}

const recordKey = (r: { eventId?: unknown; eventName?: unknown; time?: unknown }) =>
  `${String(r.eventId)} ${String(r.eventName)} ${String(r.time)}`;

export async function dayLedger(
  sim: Sim,
  page: Page,
  mobile: string,
  roadRecords: readonly NativeEventRecord[],
): Promise<DayLedger> {
  const money = await moneyOf(page, mobile);
  const fuel = await fuelOf(page, mobile);
  const native = (await sim.sandbox.events()).filter((e) => e.appMode === 'app');
  const ids = native.map(recordKey);
  const held = new Set(ids);
  return {
    waybills: (await trips(page, mobile)).map((w) => ({
      status: w.status,
      departurePhotos: w.photos.departure.length,
      arrivalPhotos: w.photos.arrival.length,
      receiptPhotos: w.photos.receipt.length,
    })),
    incomes: money.incomes.length,
    withdrawals: money.applications.map((a) => ({ amount: a.amount, state: a.state })),
    availableBalance: money.balance.availableBalance,
    fuelOrders: fuel.orders.map((o) => ({ state: o.state, totalPrice: o.totalPrice })),
    gasLeft: fuel.balances.gasLeftPrice,
    roadRecords: roadRecords.filter((r) => held.has(recordKey(r))).length,
    nativeEventsTwice: ids.length - held.size,
  };
}

/** What a clean day leaves (waybill-drivers-day.spec.ts keeps it true). */
export const CLEAN_DAY: DayLedger = {
  waybills: [{ status: 'done', departurePhotos: 2, arrivalPhotos: 1, receiptPhotos: 1 }],
  incomes: 1,
  withdrawals: [{ amount: 10_000, state: 'applied' }],
  availableBalance: 561_725,
  fuelOrders: [{ state: 'fuelled', totalPrice: 20_000 }],
  gasLeft: 80_000,
  roadRecords: 12,
  nativeEventsTwice: 0,
};
