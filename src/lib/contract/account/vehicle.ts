/**
 * A driver's vehicle writes and the vehicle detail (mdc cuc/userCarLicense/...). §7.1 names only the
 * reads (license.ts: list, getCarInfoByCarNo, isExpired, driverCarPage, getCarApprovalStatus); the
 * paths and shapes here are this project's choice (docs/api-contract.md, "Vehicles").
 */
import type { CarLicense } from './license';
import { endpoint, type Reads } from '../endpoint';
import { license } from './license';

/** What the add / re-certify form sends (every field of CarLicense the driver fills in). */
export interface CarSaveRequest {
  /** Set when re-submitting (re-certifying) one of the driver's own vehicles. */
  id?: string;
  carNo: string;
  /** Dict `plateColor` value. */
  plateColor: string;
  /** Dict `vehicleType` label (as CarLicense keeps it). */
  vehicleType: string;
  /** Dict `energyType` value. */
  energyType: string;
  vehicleOwner: string;
  /** 使用性质; the app always sends 货运. */
  useCharacter: string;
  /** 17 characters, no I, O or Q. */
  vin: string;
  /** Approved load in kg, a positive integer. */
  loadWeight: number;
  roadTransportNo: string;
  /** `YYYY-MM-DD`. */
  roadTransportValidTo: string;
  /** `YYYY-MM-DD`. */
  drivingLicenseValidTo: string;
  /** 行驶证 photo (the uploaded file's url). */
  drivingLicenseFrontUrl: string;
  /** 道路运输证 photo. */
  roadTransportUrl: string;
}

export interface CarSaveResult {
  id: string;
  /** 10 under review, or 20 when the platform approves at once. */
  approvalStatus: CarLicense['approvalStatus'];
}

/** One vehicle with what the list leaves out. */
export interface CarDetail extends CarLicense {
  /** 道路运输证 photo; null for vehicles saved before it was asked. */
  roadTransportUrl: string | null;
  /** The reviewer's reason when rejected (30). */
  approvalOpinion: string | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  submitTime: string;
}

export const vehicle = {
  /** Adds a vehicle (no id) or re-submits one of the driver's own; refuses a plate already his. */
  saveCar: endpoint<CarSaveRequest, CarSaveResult>('mdc', 'cuc/userCarLicense/save', {
    changes: vehicleReads,
    encoding: 'json',
  }),
  getCarDetail: endpoint<{ id: string }, CarDetail>('mdc', 'cuc/userCarLicense/get'),
  /** Makes this vehicle the default one (the others lose the mark). */
  setDefaultCar: endpoint<{ id: string }, null>('mdc', 'cuc/userCarLicense/setDefault', {
    changes: vehicleReads,
  }),
  /** Removes one of the driver's vehicles; the first left becomes default if needed. */
  removeCar: endpoint<{ id: string }, null>('mdc', 'cuc/userCarLicense/delete', {
    changes: (): Reads => [
      license.driverCarPage,
      license.listCarLicenses,
      license.getCarApprovalStatus,
      license.isExpired,
    ],
  }),
} as const;

/** Every read that shows the driver's vehicles. */
function vehicleReads(): Reads {
  return [
    license.driverCarPage,
    license.listCarLicenses,
    license.getCarApprovalStatus,
    license.isExpired,
    vehicle.getCarDetail,
  ];
}
