/**
 * cuc/user/updateMobile: the old number is proven by its `changePhone` code, the new one by its
 * own. Only the account's mobile changes (every area keys its records by appUserId), so the new
 * number logs in by SMS and password afterwards and the old one is a stranger again.
 */
import { profile } from '@/lib/contract/account/profile';
import { Failure, reject } from '../../../envelope';
import { mobile, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import { userByMobile } from '../auth/users';
import { checkCode } from '../../common/sms/codes';
import { profileServerMessages as messages } from './messages';

export const profileRoutes = [
  route(profile.updateMobile, (req, ctx) => {
    const user = ctx.me();
    const oldCode = text(req.oldCode, '原手机号验证码');
    const next = mobile(req.mobile);
    const code = text(req.code, '验证码');
    if (next === user.mobile) reject(messages.sameMobile);
    const owner = userByMobile(ctx.db, next);
    if (owner && owner.appUserId !== user.appUserId) reject(messages.mobileTaken);
    // Check both before using either up, so a wrong new code leaves the old one valid for a retry.
    try {
      checkCode(ctx.db, user.mobile, 'changePhone', oldCode, false);
    } catch (error) {
      // Say which of the two codes was wrong; an expired code keeps its own message.
      if (error instanceof Failure && error.message === serverMessages.codeWrong)
        reject(messages.oldCodeWrong);
      throw error;
    }
    checkCode(ctx.db, next, 'changePhone', code, false);
    checkCode(ctx.db, user.mobile, 'changePhone', oldCode, true);
    checkCode(ctx.db, next, 'changePhone', code, true);
    user.mobile = next;
    return null;
  }),
];
