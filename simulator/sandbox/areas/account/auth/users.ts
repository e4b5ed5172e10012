/** Finding and creating users: the look-ups every area needs. */
import { permissionsFor, Roles } from '../../../store/catalog';
import type { Db } from '../../../store/db';
import { accountArea, type AccountTables, type UserRecord } from './types';

export function userByMobile(db: Db, mobile: string | undefined): UserRecord | null {
  return db.area(accountArea).users.find((u) => u.mobile === mobile) ?? null;
}

export function userById(db: Db, id: string | undefined): UserRecord | null {
  return db.area(accountArea).users.find((u) => u.appUserId === id) ?? null;
}

export function nextNumber(db: Db, counter: keyof AccountTables['counters']): number {
  const { counters } = db.area(accountArea);
  counters[counter] += 1;
  return counters[counter];
}

/** A driver with no records (certificationStatus 999), as SMS login creates for unknown mobiles. */
export function createDriver(db: Db, mobile: string, password: string | null = null): UserRecord {
  const user: UserRecord = {
    appUserId: String(100000 + nextNumber(db, 'user')),
    mobile,
    password,
    avatar: null,
    createTime: db.nowText(),
    roles: [Roles.driver],
    permissions: permissionsFor([Roles.driver]),
    isCaptain: false,
  };
  db.area(accountArea).users.push(user);
  return user;
}
