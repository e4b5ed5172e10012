/** SMS sending and checking (codes readable through /__sandbox/sms and the log). */
import { sms } from '@/lib/contract/common/sms';
import { reject } from '../../../envelope';
import { mobile, optionalText, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import { userByMobile } from '../../account/auth/users';
import { signInvoicingAgreement } from '../../money/invoicing-agreement/records';
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
  route(sms.verificationSmByTemplate, (req, ctx) => {
    const phone = mobile(req.mobile);
    const template = text(req.template, '短信模板');
    checkCode(ctx.db, phone, template, text(req.code, '验证码'), false);
    // §4: the code of the sign dialog (/verifyAgree, verifytype certification) is the driver's
    // signature on the invoicing agreement the dialog showed, named by its id.
    const agreementId = optionalText(req.agreementId);
    if (template === 'certification' && agreementId) {
      const signer = userByMobile(ctx.db, phone);
      if (!signer) reject(serverMessages.mobileNotRegistered);
      const signed = signInvoicingAgreement(ctx.db, signer.appUserId, agreementId);
      ctx.log(`[sandbox] ${phone} signed ${signed.agreementName} ${signed.id}`);
    }
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
