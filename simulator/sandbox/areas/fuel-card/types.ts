/** Old and new fuel-card balances, by appUserId (fen). */
import type { FuelCardBalance } from '@/lib/contract/fuel-card';
import { areaKey } from '../slice';

export interface FuelCardTables {
  /** A driver without an entry has no fuel card loaded: both balances are 0. */
  balances: Record<string, FuelCardBalance>;
}

export const fuelCardArea = areaKey<FuelCardTables>('fuel-card');
