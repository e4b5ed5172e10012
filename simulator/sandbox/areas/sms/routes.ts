/** SMS sending and checking (codes readable through /__sandbox/sms and the log). */
import { sms } from '@/lib/contract/sms';
import { mobile, text } from '../../fields';
import { route } from '../../router';
import { userByMobile } from '../account/users';
import { signInvoicingAgreements } from '../invoicing-agreement/records';
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
    const phone = mobile(req.mobile);
    const template = text(req.template, '短信模板');
    checkCode(db, phone, template, text(req.code, '验证码'), false);
    // §4: the code of the sign dialog (/verifyAgree, verifytype certification) is the driver's
    // signature on every invoicing agreement still unsigned.
    const signer = template === 'certification' ? userByMobile(db, phone) : undefined;
    if (signer) signInvoicingAgreements(db, signer.appUserId);
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
