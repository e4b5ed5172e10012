/** SMS sending and checking (codes readable through /__sandbox/sms and the log). */
import { sms } from '@/lib/contract/sms';
import { mobile, text } from '../../fields';
import { route } from '../../router';
import { checkCode, sendCode } from './codes';

export const smsRoutes = [
  route(sms.sendTemplateErificationCodeSms, (req, ctx) => {
    sendCode(ctx.db, mobile(req.mobile), text(req.template, '短信模板'), ctx.log);
    return null;
  }),
  route(sms.sendSmByTemplate, (req, ctx) => {
    sendCode(ctx.db, mobile(req.mobile), text(req.template, '短信模板'), ctx.log);
    return null;
  }),
  // Checking does not use the code up: the flow's final call (reset, register…) does.
  route(sms.verificationSmByTemplate, (req, { db }) => {
    checkCode(
      db,
      mobile(req.mobile),
      text(req.template, '短信模板'),
      text(req.code, '验证码'),
      false,
    );
    return null;
  }),
  route(sms.checkSMVerificationCode, (req, { db }) => {
    checkCode(
      db,
      mobile(req.mobile),
      text(req.template, '短信模板'),
      text(req.code, '验证码'),
      false,
    );
    return null;
  }),
];
