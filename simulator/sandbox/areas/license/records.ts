/** Reading and changing a user's licence (other areas use these, never the tables). */
import type { DriverLicenseVO, OtherAttachment } from '@/lib/contract/license';
import type { Db } from '../../store/db';
import { licenseArea } from './types';

export function driverLicenseOf(db: Db, appUserId: string): DriverLicenseVO | null {
  return db.area(licenseArea).licences[appUserId] ?? null;
}

/** Null removes the record. */
export function setDriverLicense(db: Db, appUserId: string, licence: DriverLicenseVO | null): void {
  const { licences } = db.area(licenseArea);
  if (licence) licences[appUserId] = licence;
  else delete licences[appUserId];
}

export function attachmentsOf(db: Db, appUserId: string): OtherAttachment[] {
  return db.area(licenseArea).attachments[appUserId] ?? [];
}
