/** The vehicles (car licences) each user drives, by appUserId, and what the list leaves out. */
import type { CarLicense } from '@/lib/contract/account/license';
import { areaKey } from '../../slice';

/** Per vehicle id: the parts of CarDetail that CarLicense does not carry. */
export interface CarExtra {
  roadTransportUrl: string | null;
  approvalOpinion: string | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  submitTime: string;
}

export interface VehicleTables {
  cars: Record<string, CarLicense[]>;
  extras: Record<string, CarExtra>;
  /** The next id of an added vehicle (`CAR9xxxx`, apart from the seeded `CAR0xxxx`). */
  nextId: number;
}

export const vehicleArea = areaKey<VehicleTables>('account/vehicle');
