/** The seeded people's notices (the first three of each unread). */
import type { SeedContext } from '../slice';
import type { NoticeTables } from './types';

export function seedNotices({ people }: SeedContext): NoticeTables {
  const notices: NoticeTables['notices'] = {};
  for (const p of people) if (p.notices.length > 0) notices[p.appUserId] = p.notices;
  return { notices };
}
