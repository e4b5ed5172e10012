/** Each driver's invitation code (issued on first read, then kept), by appUserId. */
import type { InviteCode } from '@/lib/contract/me/invite';
import { areaKey } from '../../slice';

export interface InviteTables {
  codes: Record<string, InviteCode>;
}

export const inviteArea = areaKey<InviteTables>('me/invite');
