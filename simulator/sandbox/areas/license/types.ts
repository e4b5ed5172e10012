/** Driver licences (with the qualification certificate) and other attachments, by appUserId. */
import type { DriverLicenseVO, OtherAttachment } from '@/lib/contract/license';
import { areaKey } from '../slice';

export interface LicenseTables {
  licences: Record<string, DriverLicenseVO>;
  attachments: Record<string, OtherAttachment[]>;
}

export const licenseArea = areaKey<LicenseTables>('license');
