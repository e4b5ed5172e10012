/** A driver's vehicles: list, look-up by plate, approval status, the paged fleet and the writes. */
import type { CarLicense } from '@/lib/contract/account/license';
import { license } from '@/lib/contract/account/license';
import { vehicle, type CarDetail } from '@/lib/contract/account/vehicle';
import { checkPlate } from '@/lib/domain/plate';
import { vehicleClassOf } from '@/lib/domain/vehicle-class';
import { ownRecord, reject } from '../../../envelope';
import { int, optionalText, paginate, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route, type RouteContext } from '../../../router';
import { vehicleServerMessages as m } from './messages';
import { carsOf, findCar } from './records';
import { vehicleArea } from './types';

const VIN = /^[A-HJ-NP-Z0-9]{17}$/;

/** The asking driver's vehicle: notFound when no driver has it, notYours when another one does. */
function ownCar(ctx: RouteContext, id: unknown): CarLicense {
  const carId = text(id, '车辆');
  const me = ctx.me().appUserId;
  const cars = ctx.db.area(vehicleArea).cars;
  const mine = (cars[me] ?? []).find((c) => c.id === carId);
  if (mine) return mine;
  const anyone = Object.values(cars)
    .flat()
    .find((c) => c.id === carId);
  return ownRecord(anyone, () => false, { missing: m.notFound, notYours: m.notYours });
}

function detailOf(ctx: RouteContext, car: CarLicense): CarDetail {
  const extra = ctx.db.area(vehicleArea).extras[car.id];
  return {
    ...car,
    roadTransportUrl: extra?.roadTransportUrl ?? null,
    approvalOpinion: car.approvalStatus === 30 ? (extra?.approvalOpinion ?? null) : null,
    submitTime: extra?.submitTime ?? ctx.db.nowText(),
  };
}

export const vehicleRoutes = [
  route(license.getCarApprovalStatus, (req, ctx) => {
    const carNo = text(req.carNo, '车牌号');
    // The driver's own vehicle first: the same plate may be known under another user.
    const car =
      carsOf(ctx.db, ctx.me().appUserId).find((c) => c.carNo === carNo) ?? findCar(ctx.db, carNo);
    if (!car) reject(serverMessages.carNotFound);
    const { approvalOpinion } = detailOf(ctx, car);
    return { carNo: car.carNo, approvalStatus: car.approvalStatus, approvalOpinion };
  }),

  route(license.listCarLicenses, (_req, ctx) =>
    carsOf(ctx.db, ctx.me().appUserId).map((c) => ({ ...c })),
  ),

  route(license.getCarInfoByCarNo, (req, { db }) => {
    const car = findCar(db, text(req.carNo, '车牌号'));
    return car ? { ...car } : null;
  }),

  route(license.driverCarPage, (req, ctx) => {
    const filter = optionalText(req.carNo);
    const cars = carsOf(ctx.db, ctx.me().appUserId).filter(
      (c) => !filter || c.carNo.includes(filter),
    );
    return paginate(
      cars.map((c) => ({ ...c })),
      req.pageIndex,
      req.pageSize,
    );
  }),

  route(vehicle.getCarDetail, (req, ctx) => detailOf(ctx, ownCar(ctx, req.id))),

  route(vehicle.saveCar, (req, ctx) => {
    const user = ctx.me();
    const tables = ctx.db.area(vehicleArea);
    const carNo = text(req.carNo, '车牌号');
    const newEnergy = Array.from(carNo).length === 8;
    if (checkPlate(carNo, { newEnergy }) !== null) reject(m.plateInvalid);
    const vin = text(req.vin, '车辆识别代号').toUpperCase();
    if (!VIN.test(vin)) reject(m.vinInvalid);
    const loadWeight = int(req.loadWeight, 0);
    if (loadWeight <= 0 || loadWeight > 100_000) reject(m.loadInvalid);
    // what a vehicle of its type can carry (lib/domain/vehicle-class.ts, as the form checks)
    const cls = vehicleClassOf(optionalText(req.vehicleType) ?? '');
    if (cls && loadWeight > cls.maxLoadKg) reject(m.loadOverClass(cls.label, cls.maxLoadKg));
    const mine = (tables.cars[user.appUserId] ??= []);
    const id = optionalText(req.id);
    const existing = id ? ownCar(ctx, id) : undefined;
    if (mine.some((c) => c.carNo === carNo && c.id !== existing?.id)) reject(m.duplicatePlate);
    const approvalStatus: CarLicense['approvalStatus'] = ctx.db.state.config.autoApprove ? 20 : 10;
    const car: CarLicense = {
      id: existing?.id ?? `CAR${tables.nextId++}`,
      carNo,
      plateColor: text(req.plateColor, '车牌颜色'),
      vehicleType: text(req.vehicleType, '车辆类型'),
      energyType: text(req.energyType, '能源类型'),
      vehicleOwner: text(req.vehicleOwner, '车辆所有人'),
      useCharacter: optionalText(req.useCharacter) ?? '货运',
      vin,
      loadWeight,
      roadTransportNo: text(req.roadTransportNo, '道路运输证号'),
      roadTransportValidTo: text(req.roadTransportValidTo, '道路运输证有效期'),
      drivingLicenseValidTo: text(req.drivingLicenseValidTo, '行驶证有效期'),
      drivingLicenseFrontUrl: text(req.drivingLicenseFrontUrl, '行驶证照片'),
      approvalStatus,
      // The first vehicle becomes the default one; a re-submitted one keeps its mark.
      isDefault: existing?.isDefault ?? mine.length === 0,
    };
    if (existing) mine[mine.indexOf(existing)] = car;
    else mine.push(car);
    tables.extras[car.id] = {
      roadTransportUrl: text(req.roadTransportUrl, '道路运输证照片'),
      approvalOpinion: null,
      submitTime: ctx.db.nowText(),
    };
    return { id: car.id, approvalStatus };
  }),

  route(vehicle.setDefaultCar, (req, ctx) => {
    const target = ownCar(ctx, req.id);
    for (const c of carsOf(ctx.db, ctx.me().appUserId)) c.isDefault = c === target;
    return null;
  }),

  route(vehicle.removeCar, (req, ctx) => {
    const target = ownCar(ctx, req.id);
    // a truck that holds a waybill (待装货, 运输中) stays until that waybill lets it go
    const busy = ctx.db.ask('truckBusy', target.carNo);
    if (busy) reject(m.removeBusy(busy.waybillNo));
    const tables = ctx.db.area(vehicleArea);
    const left = carsOf(ctx.db, ctx.me().appUserId).filter((c) => c !== target);
    tables.cars[ctx.me().appUserId] = left;
    delete tables.extras[target.id];
    if (target.isDefault && left[0]) left[0].isDefault = true;
    return null;
  }),
];
