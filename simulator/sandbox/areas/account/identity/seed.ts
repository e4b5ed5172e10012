/** Identity records of the seeded people who have one. */
import type { SeedContext } from '../../slice';
import type { IdentityTables } from './types';

export function seedIdentities({ people }: SeedContext): IdentityTables {
  return {
    identities: Object.fromEntries(
      people.flatMap((p) => (p.identity ? [[p.appUserId, p.identity]] : [])),
    ),
  };
}
