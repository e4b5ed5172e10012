/** SMS sending and checking (codes readable through /__sandbox/sms and the log). */
import { sms } from '@/lib/contract/common/sms';
import { reject } from '../../../envelope';
import { mobile, optionalText, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route } from '../../../router';
import { checkCode, sendCode } from './codes';

// What this area asks of the areas it serves (areas/slice.ts SandboxQueries).
declare module '../../slice' {
  interface SandboxQueries {
    /**
     * The certification code also signs the invoicing agreement the dialog showed: money's
     * invoicing-agreement signs it (or refuses with its message) and names what was signed.
     */
    signInvoicingAgreement: Query<
      { appUserId: string; id: string },
      { id: string; agreementName: string }
    >;
  }
}

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
      const signer = ctx.db.ask('userByMobile', phone);
      if (!signer) reject(serverMessages.mobileNotRegistered);
      const signed = ctx.db.ask('signInvoicingAgreement', {
        appUserId: signer.appUserId,
        id: agreementId,
      });
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
