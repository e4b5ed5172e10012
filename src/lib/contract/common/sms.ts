/** SMS calls (mdc pbc/smsSend, §7.1). */
import { endpoint } from '../endpoint';
import { invoicingAgreement } from '../money/invoicing-agreement';

/** Which flow the code is for; the sandbox keeps codes per (mobile, template). */
export const SMS_TEMPLATES = [
  'login',
  'register',
  'findPwd',
  'verify',
  'certification',
  'changePhone',
  'contractSign',
  'captainChange',
  /** Confirms a withdrawal (提现) to the driver's own phone. */
  'withdraw',
  /** Verifies the reserved mobile of a bank card being added. */
  'bankCard',
  /** Confirms entrusting a waybill's income to another payee. */
  'entrust',
  /** Confirms paying a fuel order with the fuel card. */
  'fuelPay',
] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

export interface SendSmsRequest {
  mobile: string;
  template: SmsTemplate;
}

export interface CheckSmsRequest {
  mobile: string;
  template: SmsTemplate;
  code: string;
  /**
   * With the `certification` template at /verifyAgree: the invoicing agreement (§3 unsigned
   * agreement, its id) this code signs — the one the sign dialog showed. Project choice: the spec
   * names no signing call; without it the code signs no invoicing agreement.
   */
  agreementId?: string;
}

export const sms = {
  sendTemplateErificationCodeSms: endpoint<SendSmsRequest, null>(
    'mdc',
    'pbc/smsSend/sendTemplateErificationCodeSms',
    { changes: { none: 'texts a code: no screen reads it' }, ignoreToken: true },
  ),
  sendSmByTemplate: endpoint<SendSmsRequest, null>('mdc', 'pbc/smsSend/sendSmByTemplate', {
    changes: { none: 'texts a code: no screen reads it' },
  }),
  verificationSmByTemplate: endpoint<CheckSmsRequest, null>(
    'mdc',
    'pbc/smsSend/verificationSmByTemplate',
    {
      // With an agreementId it signs that invoicing agreement: it leaves the unsigned list.
      changes: () => [invoicingAgreement.listUnsignedByDriverId],
      encoding: 'form',
    },
  ),
  checkSMVerificationCode: endpoint<CheckSmsRequest, null>(
    'mdc',
    'pbc/smsSend/checkSMVerificationCode',
    {
      changes: { none: 'checks a code without storing anything a screen reads' },
      encoding: 'form',
      ignoreToken: true,
    },
  ),
} as const;
