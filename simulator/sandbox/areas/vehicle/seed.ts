/** The seeded people's vehicles (plates from the region of their ID card). */
import type { SeedContext } from '../slice';
import type { VehicleTables } from './types';

export function seedVehicles({ people }: SeedContext): VehicleTables {
  const cars: VehicleTables['cars'] = {};
  for (const p of people) if (p.cars.length > 0) cars[p.appUserId] = p.cars;
  return { cars };
}
