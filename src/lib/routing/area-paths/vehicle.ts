/** Vehicles and their certification (§2.3, §2.5 duplicate list under /supply). */
import { appPath } from '../path-builder';

type VehicleQuery = { id?: string };

export const vehiclePaths = {
  vehicleList: appPath('/i/car/vehicle-certification/vehicle-list'),
  vehicleDetail: appPath<'/i/car/vehicle-certification/vehicle-detail', VehicleQuery>(
    '/i/car/vehicle-certification/vehicle-detail',
  ),
  /** `id`: re-submit one of the driver's vehicles (rejected or expiring) with its saved values. */
  carAdd: appPath<'/i/car/add/add', VehicleQuery>('/i/car/add/add'),
  /** Reads the add form's draft from session storage. */
  carAddConfirm: appPath('/i/car/add/confirm'),
  carCaptain: appPath('/carcAptain'),
  /** `carNo`: the fleet vehicle to certify; none adds a new fleet vehicle. */
  carCaptain2: appPath<'/carcAptain2', { carNo?: string }>('/carcAptain2'),
  supplyVehicleList: appPath('/supply/i/car/vehicle-certification/vehicle-list'),
  supplyVehicleDetail: appPath<'/supply/i/car/vehicle-certification/vehicle-detail', VehicleQuery>(
    '/supply/i/car/vehicle-certification/vehicle-detail',
  ),
} as const;
