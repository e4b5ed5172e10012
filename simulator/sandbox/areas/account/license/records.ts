/** Reading and changing a user's licence (other areas use these, never the tables). */
import type { DriverLicenseVO, OtherAttachment } from '@/lib/contract/account/license';
import { SCENARIO_DEFS } from '../../../scenarios';
import type { Db } from '../../../store/db';
import { DAY_MS, formatDate } from '../../../store/time';
import { userByMobile } from '../auth/users';
import { licenseArea } from './types';

/**
 * The `licenceExpired` scenario: the scenario user's seeded licence expired 15 days ago and the
 * qualification certificate runs out in 20 days. Applied once, on the first read under the scenario,
 * so every area (and a later save) sees the same record.
 */
function applyExpiredScenario(db: Db, appUserId: string): void {
  if (db.state.scenario !== 'licenceExpired') return;
  const tables = db.area(licenseArea);
  tables.expiredByScenario ??= {};
  if (tables.expiredByScenario[appUserId]) return;
  const licence = tables.licences[appUserId];
  if (!licence) return;
  if (userByMobile(db, SCENARIO_DEFS.licenceExpired.mobile)?.appUserId !== appUserId) return;
  tables.expiredByScenario[appUserId] = true;
  licence.validTo = formatDate(db.now() - 15 * DAY_MS);
  if (licence.qualificationCertificateNo) {
    licence.qualificationValidTo = formatDate(db.now() + 20 * DAY_MS);
  }
}

export function driverLicenseOf(db: Db, appUserId: string): DriverLicenseVO | null {
  applyExpiredScenario(db, appUserId);
  return db.area(licenseArea).licences[appUserId] ?? null;
}

/** Null removes the record. */
export function setDriverLicense(db: Db, appUserId: string, licence: DriverLicenseVO | null): void {
  const tables = db.area(licenseArea);
  // A licence saved under the scenario is the driver's renewed one: never dated back afterwards.
  (tables.expiredByScenario ??= {})[appUserId] = true;
  if (licence) tables.licences[appUserId] = licence;
  else delete tables.licences[appUserId];
}

export function attachmentsOf(db: Db, appUserId: string): OtherAttachment[] {
  return db.area(licenseArea).attachments[appUserId] ?? [];
}
