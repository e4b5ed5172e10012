/**
 * The user a request is authenticated as (router.ts `ctx.user`): the account area (areas/account/auth)
 * keeps these records and their sessions; the kernel only knows their shape.
 */

declare module '../areas/slice' {
  interface SandboxQueries {
    /** The user with this mobile, or null (control/args.ts driverOf, common/sms); account/auth answers. */
    userByMobile: Query<string, UserRecord | null>;
  }
}

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
