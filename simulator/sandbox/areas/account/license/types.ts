/** Driver licences (with the qualification certificate) and other attachments, by appUserId. */
import type { DriverLicenseVO, OtherAttachment } from '@/lib/contract/account/license';
import { areaKey } from '../../slice';

export interface LicenseTables {
  licences: Record<string, DriverLicenseVO>;
  attachments: Record<string, OtherAttachment[]>;
  /**
   * appUserIds whose seeded licence the `licenceExpired` scenario has already dated back, so that a
   * licence the driver saves afterwards keeps its own dates.
   */
  expiredByScenario: Record<string, true>;
}

export const licenseArea = areaKey<LicenseTables>('account/license');
