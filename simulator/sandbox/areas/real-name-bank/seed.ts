/** The certified driver passed the bank's check a month after the seed epoch; nobody else has. */
import { SEEDED_MOBILES } from '../../store/catalog';
import { DAY_MS, formatDateTime, SEED_EPOCH_MS } from '../../store/time';
import type { SeedContext } from '../slice';
import type { RealNameBankTables } from './types';

export function seedRealNameBank({ people }: SeedContext): RealNameBankTables {
  const driver = people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver)!;
  return {
    pending: {},
    verified: {
      [driver.appUserId]: {
        mobile: driver.mobile,
        verifiedAt: formatDateTime(SEED_EPOCH_MS + 30 * DAY_MS),
      },
    },
    sent: 0,
  };
}
