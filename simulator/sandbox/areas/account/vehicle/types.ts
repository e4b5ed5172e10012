/** The vehicles (car licences) each user drives, by appUserId, and what the list leaves out. */
import type { CarLicense } from '@/lib/contract/account/license';
import { areaKey } from '../../slice';

declare module '../../slice' {
  interface SandboxQueries {
    /**
     * The unfinished waybill (待装货, 运输中) holding this truck, or null: a busy truck can be neither
     * removed nor given another load (the waybill area answers; supply's grab asks it too).
     */
    truckBusy: Query<string, { waybillNo: string } | null>;
  }
}

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
