/** Accounts: the core user record (who logs in, with which roles) and login sessions. */
import { areaKey } from '../../slice';

/** Identity and login fields only; each area keeps its own data about a user, keyed by appUserId. */
export interface UserRecord {
  appUserId: string;
  mobile: string;
  /** Kept in clear: this is a fake server. Null for drivers created by SMS login. */
  password: string | null;
  avatar: string | null;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  roles: string[];
  permissions: string[];
  isCaptain: boolean;
}

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
