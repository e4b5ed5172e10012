/**
 * The shipper's side of a trip, for the control API (control.ts) and so the simulator's 运输 panel:
 * the waybills to look at, and a load assigned straight to a driver as a toLoad waybill (the same
 * records supply's grab makes, without the driver's gates: the shipper dispatches).
 */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { reject } from '../../../envelope';
import type { Db } from '../../../store/db';
import { userById, userByMobile } from '../../account/auth/users';
import { market } from '../../supply/market/clock';
import { handOver } from '../../supply/market/grab';
import { round3 } from '../../supply/market/records';
import { carsOf } from '../../account/vehicle/records';
import { allWaybills, unfinishedOfCar } from './records';
import { detailView } from './trip-view';

export type TripView = WaybillDetail & { mobile: string };

export function tripView(db: Db, w: Parameters<typeof detailView>[1]): TripView {
  return { ...detailView(db, w), mobile: userById(db, w.appUserId)?.mobile ?? '' };
}

export function tripList(
  db: Db,
  filter: { mobile?: string; status?: WaybillStatus } = {},
): TripView[] {
  const user = filter.mobile ? userByMobile(db, filter.mobile) : null;
  if (filter.mobile && !user) return [];
  return allWaybills(db)
    .filter((w) => !user || w.appUserId === user.appUserId)
    .filter((w) => !filter.status || w.status === filter.status)
    .sort((a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id))
    .slice(0, 100)
    .map((w) => tripView(db, w));
}

export interface AssignSpec {
  sourceId: string;
  mobile: string;
  /** One of the driver's plates; default the first vehicle without an unfinished waybill. */
  carNo?: string;
  /** Bulk: how much (default the smaller of 32 and what is left). */
  quantity?: number;
}

export function assignLoad(db: Db, spec: AssignSpec) {
  const s = market(db).sources.find((x) => x.id === spec.sourceId);
  if (!s) reject('货源不存在或已下架');
  if (s.status !== 'open' || s.remainingQuantity <= 0) reject('该货源已抢完或已下架');
  const user = userByMobile(db, spec.mobile);
  if (!user) reject('司机不存在');
  const cars = carsOf(db, user.appUserId);
  const car = spec.carNo
    ? cars.find((c) => c.carNo === spec.carNo)
    : cars.find((c) => !unfinishedOfCar(db, c.carNo));
  if (!car) reject('司机没有可用的车辆');
  const busy = unfinishedOfCar(db, car.carNo);
  if (busy) reject(`车辆${car.carNo}有未完成运单 ${busy.waybillNo}`);
  const quantity =
    s.kind === 'whole'
      ? s.remainingQuantity
      : round3(Math.min(spec.quantity ?? 32, s.remainingQuantity));
  const { waybillId } = handOver(db, s, user.appUserId, car.carNo, quantity);
  return allWaybills(db).find((w) => w.id === waybillId)!;
}
