/** The seeded waybills (supply/e-contract/seed-plan.ts): the certified driver's history and the captain's trip. */
import type { SeedContext } from '../../slice';
import { seededDeals } from '../../supply/e-contract/seed-plan';
import type { WaybillTables } from './types';

export function seedWaybills(ctx: SeedContext): WaybillTables {
  const { waybills } = seededDeals(ctx);
  return { waybills, trips: {}, counter: waybills.length, orders: 0 };
}
