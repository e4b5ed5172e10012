/** The vehicles (car licences) each user drives, by appUserId. */
import type { CarLicense } from '@/lib/contract/license';
import { areaKey } from '../slice';

export interface VehicleTables {
  cars: Record<string, CarLicense[]>;
}

export const vehicleArea = areaKey<VehicleTables>('vehicle');
