/** Real-name identity records, by appUserId (no record = certificationStatus 999). */
import type { IdentityInfo } from '@/lib/contract/account/identity';
import { areaKey } from '../../slice';

export interface IdentityTables {
  identities: Record<string, IdentityInfo>;
}

export const identityArea = areaKey<IdentityTables>('account/identity');
