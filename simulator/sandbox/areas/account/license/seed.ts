/** Licences and attachments of the seeded certified drivers. */
import type { SeedContext } from '../../slice';
import type { LicenseTables } from './types';

export function seedLicenses({ people }: SeedContext): LicenseTables {
  const licences: LicenseTables['licences'] = {};
  const attachments: LicenseTables['attachments'] = {};
  for (const p of people) {
    if (p.licence) licences[p.appUserId] = p.licence;
    if (p.attachments.length > 0) attachments[p.appUserId] = p.attachments;
  }
  return { licences, attachments, expiredByScenario: {} };
}
