/** Contract samples of the vehicle writes and detail (src/lib/contract/account/vehicle.ts). */
import { vehicle, type CarSaveRequest } from '@/lib/contract/account/vehicle';
import { sample, type AnySample } from '../../sample-kit';

const CAR_FIELDS = {
  id: true,
  carNo: true,
  plateColor: true,
  vehicleType: true,
  energyType: true,
  vehicleOwner: true,
  useCharacter: true,
  vin: true,
  loadWeight: true,
  roadTransportNo: true,
  roadTransportValidTo: true,
  drivingLicenseValidTo: true,
  drivingLicenseFrontUrl: true,
  approvalStatus: true,
  isDefault: true,
} as const;

export const NEW_CAR: CarSaveRequest = {
  carNo: '冀B7K21Q',
  plateColor: '2',
  vehicleType: '重型厢式货车',
  energyType: 'B',
  vehicleOwner: '王建国',
  useCharacter: '货运',
  vin: 'LZZ1CLVB7KD123456',
  loadWeight: 18000,
  roadTransportNo: '130102123456',
  roadTransportValidTo: '2030-06-30',
  drivingLicenseValidTo: '2031-06-30',
  drivingLicenseFrontUrl: '/__sandbox/files/driving-license-new.png',
  roadTransportUrl: '/__sandbox/files/road-transport-new.png',
};

export const samples: Record<string, AnySample> = {
  'vehicle.saveCar': sample(vehicle.saveCar, NEW_CAR, {
    kind: 'object',
    fields: { id: true, approvalStatus: true },
  }),
  'vehicle.getCarDetail': sample(
    vehicle.getCarDetail,
    (ctx) => ({ id: ctx.sb.control.user(ctx.mobile)!.cars[0]!.id }),
    {
      kind: 'object',
      fields: { ...CAR_FIELDS, roadTransportUrl: true, approvalOpinion: true, submitTime: true },
    },
  ),
  'vehicle.setDefaultCar': sample(
    vehicle.setDefaultCar,
    (ctx) => ({ id: ctx.sb.control.user(ctx.mobile)!.cars[1]!.id }),
    { kind: 'null' },
  ),
  'vehicle.removeCar': sample(
    vehicle.removeCar,
    // the fourth: the second and third hold waybills (WB0005, WB0007) and cannot be removed
    (ctx) => ({ id: ctx.sb.control.user(ctx.mobile)!.cars[3]!.id }),
    { kind: 'null' },
  ),
};
