/** Whether a driver's vehicle may fuel with the card (oil/getOliCarPass, §7.1): bound and certified. */
import type { OilCarPass } from '@/lib/contract/common/misc';
import type { Db } from '../../../store/db';
import { carsOf } from '../../account/vehicle/records';

export function carPass(db: Db, appUserId: string, carNo: string): OilCarPass {
  const car = carsOf(db, appUserId).find((c) => c.carNo === carNo);
  if (!car) return { carNo, pass: false, reason: '该车辆未绑定' };
  if (car.approvalStatus !== 20) return { carNo, pass: false, reason: '车辆认证未通过' };
  return { carNo, pass: true, reason: null };
}
