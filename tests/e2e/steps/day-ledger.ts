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
  /** Native tracking records uploaded: how many, and how many of them more than once. */
  nativeEvents: number;
  nativeEventsTwice: number;
}

export async function dayLedger(sim: Sim, page: Page, mobile: string): Promise<DayLedger> {
  const money = await moneyOf(page, mobile);
  const fuel = await fuelOf(page, mobile);
  const native = (await sim.sandbox.events()).filter((e) => e.appMode === 'app');
  const ids = native.map((e) => `${String(e.eventId)} ${String(e.time)}`);
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
    nativeEvents: new Set(ids).size,
    nativeEventsTwice: ids.length - new Set(ids).size,
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
  nativeEvents: 12,
  nativeEventsTwice: 0,
};
