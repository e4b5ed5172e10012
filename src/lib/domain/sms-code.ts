import { domainMessages, smsCountdownMessage } from './messages';

/** §9: 6-digit codes, 60-second resend countdown. */
export const SMS_CODE_LENGTH = 6;
export const SMS_COUNTDOWN_S = 60;

const SMS_CODE = /^\d{6}$/;

export function validateSmsCode(
  value: string | null | undefined,
): null | typeof domainMessages.smsCodeRequired | typeof domainMessages.smsCodeFormat {
  if (value == null || value.trim() === '') return domainMessages.smsCodeRequired;
  return SMS_CODE.test(value) ? null : domainMessages.smsCodeFormat;
}

/** The send button: `N秒后重发` while seconds remain (partial seconds round up), else 发送验证码. */
export function countdownLabel(secondsLeft: number): string {
  if (!Number.isFinite(secondsLeft) || secondsLeft <= 0) return domainMessages.smsSend;
  return smsCountdownMessage(Math.ceil(secondsLeft));
}
