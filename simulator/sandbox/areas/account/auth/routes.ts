/** Login (SMS, password, refresh), register, passwords and user look-ups. */
import { account, type UserBrief, type UserDetail } from '@/lib/contract/account/auth';
import { reject } from '../../../envelope';
import { list, mobile, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import type { Db } from '../../../store/db';
import { certificationStatusOf, identityOf, realNameOf } from '../identity/records';
import { checkCode } from '../../common/sms/codes';
import { issueTokens, refreshTokens, revokeSession, revokeSessionsOf } from './sessions';
import type { UserRecord } from './types';
import { createDriver, userById, userByMobile } from './users';

function password(value: unknown): string {
  const p = text(value, '密码');
  if (p.length < 6 || p.length > 16) reject(serverMessages.passwordInvalid);
  return p;
}

function brief(db: Db, user: UserRecord): UserBrief {
  return {
    appUserId: user.appUserId,
    name: realNameOf(db, user.appUserId),
    phone: user.mobile,
  };
}

function userDetailOf(db: Db, user: UserRecord): UserDetail {
  const identity = identityOf(db, user.appUserId);
  const status = certificationStatusOf(db, user.appUserId);
  const certified = status === 1;
  return {
    appUserId: user.appUserId,
    realName: certified ? identity!.name : null,
    name: identity?.name ?? null,
    phone: user.mobile,
    avatar: user.avatar,
    createTime: user.createTime,
    certificationStatus: status,
    idNumber: certified ? identity!.certificateNumber : null,
    roles: [...user.roles],
    permissions: [...user.permissions],
    isCaptain: user.isCaptain,
  };
}

function briefs(db: Db, ids: unknown): UserBrief[] {
  return list(ids).flatMap((id) => {
    const user = userById(db, String(id));
    return user ? [brief(db, user)] : [];
  });
}

export const accountRoutes = [
  route(account.getUserDetail, (_req, ctx) => userDetailOf(ctx.db, ctx.me())),

  route(account.logout, (_req, ctx) => {
    if (ctx.sid) revokeSession(ctx.db, ctx.sid);
    return null;
  }),

  route(account.smsLogin, (req, { db }) => {
    const m = mobile(req.mobile);
    checkCode(db, m, 'login', text(req.code, '验证码'), true);
    return issueTokens(db, userByMobile(db, m) ?? createDriver(db, m));
  }),

  route(account.passwordLogin, (req, { db }) => {
    const m = mobile(req.mobile);
    const p = text(req.password, '密码');
    const user = userByMobile(db, m);
    if (!user || user.password === null || user.password !== p)
      reject(serverMessages.passwordWrong);
    return issueTokens(db, user);
  }),

  route(account.refreshToken, (req, { db }) =>
    refreshTokens(db, typeof req.rt === 'string' ? req.rt : undefined),
  ),

  route(account.register, (req, { db }) => {
    const m = mobile(req.mobile);
    const p = password(req.password);
    if (userByMobile(db, m)) reject(serverMessages.mobileRegistered);
    checkCode(db, m, 'register', text(req.code, '验证码'), true);
    return issueTokens(db, createDriver(db, m, p));
  }),

  route(account.resetPassword, (req, { db }) => {
    const m = mobile(req.mobile);
    const p = password(req.password);
    const user = userByMobile(db, m);
    if (!user) reject(serverMessages.mobileNotRegistered);
    checkCode(db, m, 'findPwd', text(req.code, '验证码'), true);
    user.password = p;
    // A new password ends every session of the account.
    revokeSessionsOf(db, user.appUserId);
    return null;
  }),

  route(account.updatePassword, (req, ctx) => {
    const user = ctx.me();
    const old = text(req.oldPassword, '原密码');
    const p = password(req.password);
    if (user.password === null || user.password !== old) reject(serverMessages.oldPasswordWrong);
    user.password = p;
    return null;
  }),

  route(account.getUserInfoByAppUserIds, (req, { db }) => briefs(db, req.appUserIds)),

  route(account.getStaffByAppUserIds, (req, { db }) => briefs(db, req.appUserIds)),
];
