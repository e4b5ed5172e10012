/**
 * Texts of the bank real-name verification (§5, §8), exactly as the spec gives them. Entries marked
 * "not in the spec" fill gaps it leaves.
 */
import { domainMessages } from '@/lib/domain/messages';

export const realNameBankMessages = {
  sendFailed: '短信发送失败，请重试！',
  sent: '发送成功',
  codeRequired: domainMessages.smsCodeRequired,
  codeFormat: domainMessages.smsCodeFormat,
  verified: '认证成功',
  verifyFailed: '认证失败',
  /** Not in the spec. */
  title: '银行卡实名认证',
  codeLabel: '短信验证码',
  codePlaceholder: '请输入短信验证码',
  sendTo: '验证码将发送至',
  submit: '确认认证',
  close: '关闭',
} as const;
