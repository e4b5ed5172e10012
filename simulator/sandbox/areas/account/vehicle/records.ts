/** Reading a user's vehicles and finding a vehicle by plate (other areas use these). */
import type { CarLicense } from '@/lib/contract/account/license';
import type { Db } from '../../../store/db';
import { accountArea } from '../auth/types';
import { vehicleArea } from './types';

export function carsOf(db: Db, appUserId: string): CarLicense[] {
  return db.area(vehicleArea).cars[appUserId] ?? [];
}

/** The first vehicle with this plate, looking through users in the order they were created. */
export function findCar(db: Db, carNo: string): CarLicense | null {
  for (const user of db.area(accountArea).users) {
    const car = carsOf(db, user.appUserId).find((c) => c.carNo === carNo);
    if (car) return car;
  }
  return null;
}
