/**
 * The fuel area: stations and their products, the old and new fuel cards of each driver (balance =
 * the sum of the card's bills), fuel orders, bills and sign-ins. Seeded times are offsets from the
 * anchor set on first use (tables.ts), like the money ledger.
 */
import type { FuelCardBalance } from '@/lib/contract/fuel/balance';
import type { FuelBill, FuelOrder, OilType } from '@/lib/contract/fuel/station';
import { areaKey } from '../../slice';

export interface ProductRecord {
  oilNo: string;
  oilName: string;
  unit: 'L' | 'kg';
  /** Pump price before the day's drift, fen per unit. */
  basePrice: number;
  /** Fen per unit the card saves, per card generation. */
  cardDiscount: Record<OilType, number>;
  /** Set by the simulator: the prices until it is cleared. */
  override: { listPrice: number; cardPrice: Record<OilType, number> } | null;
}

export interface StationRecord {
  id: string;
  name: string;
  brand: string;
  regionName: string;
  address: string;
  longitude: number;
  latitude: number;
  openHours: string;
  phone: string;
  oilTypes: OilType[];
  products: ProductRecord[];
}

/** An order as kept: the contract's fields with times in ms and the station named by id only. */
export interface FuelOrderRecord extends Omit<
  FuelOrder,
  'stationName' | 'stationAddress' | 'createTime' | 'fuelTime' | 'refundTime'
> {
  appUserId: string;
  createMs: number;
  fuelMs: number | null;
  refundMs: number | null;
}

/** A bill as kept: the contract's fields with its time in ms. */
export interface FuelBillRecord extends Omit<FuelBill, 'createTime'> {
  appUserId: string;
  atMs: number;
}

export interface SignInRecord {
  appUserId: string;
  stationId: string;
  carNo: string;
  atMs: number;
}

export interface FuelCardTables {
  /** A driver without an entry has no fuel card loaded: both balances are 0. */
  balances: Record<string, FuelCardBalance>;
  stations: StationRecord[];
  /** Newest last. */
  orders: FuelOrderRecord[];
  /** Newest last. */
  bills: FuelBillRecord[];
  signIns: SignInRecord[];
  counter: number;
  /** Null until first use: seeded times are offsets from it. */
  anchorMs: number | null;
}

export const fuelCardArea = areaKey<FuelCardTables>('fuel/card');

/** Which balance field holds a card generation (§3: oilLeftPrice old, gasLeftPrice new). */
export const BALANCE_FIELD = { old: 'oilLeftPrice', new: 'gasLeftPrice' } as const satisfies Record<
  OilType,
  keyof FuelCardBalance
>;
