/** The seeded contracts come with the seeded waybills (seed-plan.ts). */
import type { SeedContext } from '../../slice';
import { seededDeals } from './seed-plan';
import type { ContractTables } from './types';

export function seedContracts(ctx: SeedContext): ContractTables {
  const { contracts } = seededDeals(ctx);
  return { contracts, counter: contracts.length };
}
