/** Login (SMS, password, refresh), register, passwords, captcha and user look-ups. */
import { account, type UserBrief } from '@/lib/contract/account';
import { checkCaptcha, newCaptcha } from '../auth/captcha';
import { issueTokens, refreshTokens, revokeSession } from '../auth/sessions';
import { checkCode } from '../auth/sms-codes';
import { reject } from '../envelope';
import { serverMessages } from '../messages';
import { route } from '../router';
import { userDetailOf } from '../store/db';
import type { UserRecord } from '../store/types';
import { list, mobile, text } from './fields';

function password(value: unknown): string {
  const p = text(value, '密码');
  if (p.length < 6 || p.length > 16) reject(serverMessages.passwordInvalid);
  return p;
}

function brief(user: UserRecord): UserBrief {
  return { appUserId: user.appUserId, name: user.identity?.name ?? '', phone: user.mobile };
}

export const accountRoutes = [
  route(account.getUserDetail, (_req, ctx) => userDetailOf(ctx.me())),

  route(account.logout, (_req, ctx) => {
    if (ctx.sid) revokeSession(ctx.db, ctx.sid);
    return null;
  }),

  route(account.smsLogin, (req, { db }) => {
    const m = mobile(req.mobile);
    checkCode(db, m, 'login', text(req.code, '验证码'), true);
    return issueTokens(db, db.userByMobile(m) ?? db.createDriver(m));
  }),

  route(account.passwordLogin, (req, { db }) => {
    const m = mobile(req.mobile);
    const p = text(req.password, '密码');
    const user = db.userByMobile(m);
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
    if (db.userByMobile(m)) reject(serverMessages.mobileRegistered);
    checkCode(db, m, 'register', text(req.code, '验证码'), true);
    return issueTokens(db, db.createDriver(m, p));
  }),

  route(account.resetPassword, (req, { db }) => {
    const m = mobile(req.mobile);
    const p = password(req.password);
    const user = db.userByMobile(m);
    if (!user) reject(serverMessages.mobileNotRegistered);
    checkCode(db, m, 'findPwd', text(req.code, '验证码'), true);
    user.password = p;
    // A new password ends every session of the account.
    for (const s of db.state.sessions) if (s.appUserId === user.appUserId) s.revoked = true;
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

  route(account.getGraphCaptcha, (_req, { db }) => newCaptcha(db)),

  route(account.checkGraphCaptcha, (req, { db }) => {
    mobile(req.mobile);
    checkCaptcha(db, text(req.captchaKey, '图形验证码标识'), text(req.captchaCode, '图形验证码'));
    return null;
  }),

  route(account.getUserInfoByAppUserIds, (req, { db }) =>
    list(req.appUserIds).flatMap((id) => {
      const user = db.userById(String(id));
      return user ? [brief(user)] : [];
    }),
  ),

  route(account.getStaffByAppUserIds, (req, { db }) =>
    list(req.appUserIds).flatMap((id) => {
      const user = db.userById(String(id));
      return user ? [brief(user)] : [];
    }),
  ),
];
