/** Control operations on users: list, view, change, and log in as one without an SMS code. */
import type { TokenPair } from '@/lib/contract/account/auth';
import { isMobile } from '@/lib/domain/mobile';
import { issueTokens, loginElsewhere, newestSessionUser } from '../areas/account/auth/sessions';
import { accountArea } from '../areas/account/auth/types';
import { createDriver, userByMobile } from '../areas/account/auth/users';
import { SCENARIO_DEFS } from '../scenarios';
import { controlOp, notFound } from './op';
import {
  applyUserPatch,
  summaryOf,
  viewOf,
  type UserPatch,
  type UserSummary,
  type UserView,
} from './people';

export interface QuickLogin extends TokenPair {
  mobile: string;
  appUserId: string;
}

export const peopleOps = [
  controlOp(
    'users',
    ({ db }) =>
      (): UserSummary[] =>
        db.area(accountArea).users.map((u) => summaryOf(db, u)),
    { route: 'GET users' },
  ),
  controlOp('user', ({ db }) => (mobile: string): UserView | null => {
    const user = userByMobile(db, mobile);
    return user ? viewOf(db, user) : null;
  }),
  controlOp(
    'updateUser',
    (core) =>
      (mobile: string, patch: UserPatch): UserSummary => {
        const user = userByMobile(core.db, mobile);
        if (!user) throw new Error(`no sandbox user ${mobile}`);
        applyUserPatch(core.db, user, patch);
        core.save();
        return summaryOf(core.db, user);
      },
    {
      route: 'POST user',
      args: async (input, { db }) => {
        const { mobile, ...patch } = await input.body<UserPatch & { mobile?: string }>();
        if (!mobile || !userByMobile(db, mobile)) throw notFound(`user ${String(mobile)}`);
        return [mobile, patch];
      },
    },
  ),
  /** Tokens for `mobile`, or for the scenario's user; an unknown valid mobile becomes a new driver. */
  controlOp(
    'quickLogin',
    (core) =>
      (mobile?: string): QuickLogin => {
        const { db } = core;
        const wanted = mobile ?? SCENARIO_DEFS[db.state.scenario].mobile;
        if (!isMobile(wanted)) throw new Error(`not a mobile number: ${wanted}`);
        const user = userByMobile(db, wanted) ?? createDriver(db, wanted);
        const login = { mobile: user.mobile, appUserId: user.appUserId, ...issueTokens(db, user) };
        core.save();
        return login;
      },
    {
      route: 'POST quick-login',
      args: async (input) => [(await input.body<{ mobile?: string }>()).mobile],
    },
  ),
  /**
   * The account's current password, so a recorded login can name the account instead of carrying
   * the literal (the simulator's recorder writes `fillPassword` steps that read it at replay).
   */
  controlOp(
    'password',
    ({ db }) =>
      (mobile: string): { mobile: string; password: string | null } => {
        const user = userByMobile(db, mobile);
        if (!user) throw notFound(`user ${mobile}`);
        return { mobile, password: user.password };
      },
    {
      route: 'GET password',
      args: (input) => {
        const mobile = input.query('mobile');
        if (!mobile) throw notFound('user (mobile= is required)');
        return [mobile];
      },
    },
  ),
  /**
   * The driver logs in on another phone: the sessions this phone holds end (its next call answers
   * 505001, 登录过期). `mobile` defaults to the driver of the newest live session.
   */
  controlOp(
    'loginElsewhere',
    (core) =>
      (mobile?: string): { mobile: string; ended: number } => {
        const user = mobile ? userByMobile(core.db, mobile) : newestSessionUser(core.db);
        if (!user) throw notFound(mobile ? `user ${mobile}` : 'a logged-in driver');
        const ended = loginElsewhere(core.db, user);
        core.save();
        return { mobile: user.mobile, ended };
      },
    {
      route: 'POST login-elsewhere',
      args: async (input) => [(await input.body<{ mobile?: string }>()).mobile],
    },
  ),
] as const;
