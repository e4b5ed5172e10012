/** The graphic captcha asked before sending a code (answers readable at /__sandbox/captcha/latest). */
import { account } from '@/lib/contract/account/auth';
import { mobile, text } from '../../../fields';
import { route } from '../../../router';
import { checkCaptcha, newCaptcha } from './captcha';

export const captchaRoutes = [
  route(account.getGraphCaptcha, (_req, { db }) => newCaptcha(db)),

  route(account.checkGraphCaptcha, (req, { db }) => {
    mobile(req.mobile);
    checkCaptcha(db, text(req.captchaKey, '图形验证码标识'), text(req.captchaCode, '图形验证码'));
    return null;
  }),
];
