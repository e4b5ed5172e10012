/** Accounts: the core user record (who logs in, with which roles) and login sessions. */
import type { UserRecord } from '../../../kernel/user';
import { areaKey } from '../../slice';

// The request's user is a kernel notion (router.ts); the account area keeps the records.
export type { UserRecord };

export interface SessionRecord {
  sid: string;
  appUserId: string;
  /** Only this refresh token (by jti) may be used; each refresh rotates it. */
  rtJti: string;
  revoked: boolean;
}

export interface AccountTables {
  users: UserRecord[];
  sessions: SessionRecord[];
  /** Numbers handed out so far: appUserId is 100000 + user, sessions `s<n>`, token ids. */
  counters: { user: number; session: number; token: number };
}

export const accountArea = areaKey<AccountTables>('account/auth');
