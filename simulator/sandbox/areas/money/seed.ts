/**
 * Money of the seeded certified drivers: the certified driver 13800000002 has fixed figures (the
 * stories and tests read them), the others amounts drawn from the seed. Drivers who are not
 * certified (the new driver 13800000001) have none, so they read zeros.
 */
import { rngFor } from '../../store/prng';
import { SEEDED_MOBILES } from '../../store/catalog';
import type { SeedContext } from '../slice';
import type { MoneyAccount, MoneyTables } from './types';

export const CERTIFIED_DRIVER_MONEY: MoneyAccount = {
  balance: { availableBalance: 1_286_450, frozenBalance: 50_000 },
  thirtyDays: {
    settlementVehicleNumber: 3,
    driverThirtyDayAmount: 4_837_600,
    completedOrderCount: 126,
  },
};

export function seedMoney({ seed, people }: SeedContext): MoneyTables {
  const rng = rngFor(seed, 'money');
  const accounts: MoneyTables['accounts'] = {};
  for (const p of people) {
    if (p.identity?.certificationStatus !== 1) continue;
    if (p.mobile === SEEDED_MOBILES.certifiedDriver) {
      accounts[p.appUserId] = structuredClone(CERTIFIED_DRIVER_MONEY);
      continue;
    }
    accounts[p.appUserId] = {
      balance: { availableBalance: rng.int(1, 60_000) * 100 + rng.int(0, 99), frozenBalance: 0 },
      thirtyDays: {
        settlementVehicleNumber: Math.max(1, p.cars.length),
        driverThirtyDayAmount: rng.int(500, 90_000) * 100,
        completedOrderCount: rng.int(5, 400),
      },
    };
  }
  return { accounts };
}
