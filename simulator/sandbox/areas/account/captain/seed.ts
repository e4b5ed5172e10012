/** The certified driver is bound to the captain, who works for the first enterprise. */
import { SEEDED_MOBILES } from '../../../store/catalog';
import { DAY_MS, formatDateTime } from '../../../store/time';
import type { SeedContext } from '../../slice';
import { enterprises, projects, transporters } from './organisations';
import type { CaptainTables } from './types';

export function seedCaptains({ people, epochMs }: SeedContext): CaptainTables {
  const idOf = (mobile: string) => people.find((p) => p.mobile === mobile)!.appUserId;
  const captainId = idOf(SEEDED_MOBILES.captain);
  return {
    bindings: {
      [idOf(SEEDED_MOBILES.certifiedDriver)]: {
        captainId,
        bindTime: formatDateTime(epochMs - 30 * DAY_MS),
      },
    },
    enterpriseOf: { [captainId]: 'E0001' },
    enterprises: enterprises(people.map((p) => p.mobile)),
    projects: projects(),
    transporters: transporters(),
  };
}
