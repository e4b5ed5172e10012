/** The seeded users' accounts; every seeded user has the documented password. */
import { permissionsFor, Roles, SEEDED_PASSWORD } from '../../../store/catalog';
import type { SeedContext } from '../../slice';
import type { AccountTables } from './types';

export function seedAccounts({ people }: SeedContext): AccountTables {
  return {
    users: people.map((p) => ({
      appUserId: p.appUserId,
      mobile: p.mobile,
      password: SEEDED_PASSWORD,
      avatar: p.avatar,
      createTime: p.createTime,
      roles: [...p.roles],
      permissions: permissionsFor(p.roles),
      isCaptain: p.roles.includes(Roles.captain),
    })),
    sessions: [],
    counters: { user: people.length, session: 0, token: 0 },
  };
}
