/** Each driver's blacklist records, by appUserId (only drivers someone blacklisted have an entry). */
import type { BlacklistRecord } from '@/lib/contract/blacklist';
import { areaKey } from '../slice';

export interface BlacklistTables {
  records: Record<string, BlacklistRecord[]>;
}

export const blacklistArea = areaKey<BlacklistTables>('blacklist');
