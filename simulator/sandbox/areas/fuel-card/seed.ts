/**
 * Fuel cards of the seeded certified drivers: fixed balances for 13800000002 (stories read them),
 * drawn ones for the others; drivers who are not certified have no card loaded.
 */
import type { FuelCardBalance } from '@/lib/contract/fuel-card';
import { SEEDED_MOBILES } from '../../store/catalog';
import { rngFor } from '../../store/prng';
import type { SeedContext } from '../slice';
import type { FuelCardTables } from './types';

export const CERTIFIED_DRIVER_FUEL: FuelCardBalance = {
  oilLeftPrice: 32_050,
  gasLeftPrice: 158_800,
};

export function seedFuelCards({ seed, people }: SeedContext): FuelCardTables {
  const rng = rngFor(seed, 'fuel-card');
  const balances: FuelCardTables['balances'] = {};
  for (const p of people) {
    if (p.identity?.certificationStatus !== 1) continue;
    balances[p.appUserId] =
      p.mobile === SEEDED_MOBILES.certifiedDriver
        ? { ...CERTIFIED_DRIVER_FUEL }
        : { oilLeftPrice: rng.int(0, 2_000) * 100, gasLeftPrice: rng.int(0, 5_000) * 100 };
  }
  return { balances };
}
