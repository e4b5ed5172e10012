/** Each driver's blacklist records, by appUserId (only drivers someone blacklisted have an entry). */
import type { BlacklistRecord } from '@/lib/contract/me/blacklist';
import { areaKey } from '../../slice';

export interface BlacklistTables {
  records: Record<string, BlacklistRecord[]>;
}

export const blacklistArea = areaKey<BlacklistTables>('me/blacklist');
