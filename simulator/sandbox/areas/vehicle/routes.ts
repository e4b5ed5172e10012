/** A driver's vehicles: list, look-up by plate, approval status and the paged fleet. */
import { license } from '@/lib/contract/license';
import { reject } from '../../envelope';
import { optionalText, paginate, text } from '../../fields';
import { serverMessages } from '../../messages';
import { route } from '../../router';
import { carsOf, findCar } from './records';

export const vehicleRoutes = [
  route(license.getCarApprovalStatus, (req, { db }) => {
    const car = findCar(db, text(req.carNo, '车牌号'));
    if (!car) reject(serverMessages.carNotFound);
    return { carNo: car.carNo, approvalStatus: car.approvalStatus, approvalOpinion: null };
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
];
