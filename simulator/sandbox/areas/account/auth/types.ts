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
  /** The access token (by jti) of the newest pair: once a call carries it, the phone has the pair. */
  atJti?: string;
  /**
   * The refresh token the newest pair replaced, still good until `untilMs` while that pair has not
   * been used: the phone may never have received it (an answer lost in a tunnel).
   */
  replaced?: { rtJti: string; untilMs: number } | null;
  revoked: boolean;
  /** Ended because the account logged in on another phone: its calls answer 505001 (登录过期). */
  endedElsewhere?: boolean;
}

export interface AccountTables {
  users: UserRecord[];
  sessions: SessionRecord[];
  /** Numbers handed out so far: appUserId is 100000 + user, sessions `s<n>`, token ids. */
  counters: { user: number; session: number; token: number };
}

export const accountArea = areaKey<AccountTables>('account/auth');
