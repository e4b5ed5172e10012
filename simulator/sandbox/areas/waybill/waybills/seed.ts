/** The seeded waybills (waybill/seed-plan.ts): the certified driver's history and the captain's trip. */
import type { SeedContext } from '../../slice';
import { seededDeals } from './seed-plan';
import type { WaybillTables } from './types';

export function seedWaybills(ctx: SeedContext): WaybillTables {
  const { waybills } = seededDeals(ctx);
  return { waybills, trips: {}, counter: waybills.length, orders: 0 };
}
