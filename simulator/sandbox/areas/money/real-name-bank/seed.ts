/**
 * The certified driver passed the bank's check 150 days before the seeding day, before he bound his
 * cards (bank/seed.ts: 120 and 60 days); nobody else has.
 */
import { SEEDED_MOBILES } from '../../../store/catalog';
import { DAY_MS, formatDateTime } from '../../../store/time';
import type { SeedContext } from '../../slice';
import type { RealNameBankTables } from './types';

export function seedRealNameBank({ people, epochMs }: SeedContext): RealNameBankTables {
  const driver = people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver)!;
  return {
    pending: {},
    verified: {
      [driver.appUserId]: {
        mobile: driver.mobile,
        verifiedAt: formatDateTime(epochMs - 150 * DAY_MS),
      },
    },
    sent: 0,
  };
}
