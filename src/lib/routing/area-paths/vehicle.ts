/** Vehicles and their certification (§2.3, §2.5 duplicate list under /supply). */
import { appPath } from '../path-builder';

type VehicleQuery = { id?: string };

export const vehiclePaths = {
  vehicleList: appPath('/i/car/vehicle-certification/vehicle-list'),
  vehicleDetail: appPath<'/i/car/vehicle-certification/vehicle-detail', VehicleQuery>(
    '/i/car/vehicle-certification/vehicle-detail',
  ),
  carAdd: appPath<'/i/car/add/add', { carNo?: string }>('/i/car/add/add'),
  carAddConfirm: appPath<'/i/car/add/confirm', { carNo?: string }>('/i/car/add/confirm'),
  carCaptain: appPath('/carcAptain'),
  carCaptain2: appPath<'/carcAptain2', { carNo?: string }>('/carcAptain2'),
  supplyVehicleList: appPath('/supply/i/car/vehicle-certification/vehicle-list'),
  supplyVehicleDetail: appPath<'/supply/i/car/vehicle-certification/vehicle-detail', VehicleQuery>(
    '/supply/i/car/vehicle-certification/vehicle-detail',
  ),
} as const;
