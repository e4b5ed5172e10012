/**
 * Every user-facing text of the domain rules, spelled exactly as the spec (§4, §5, §8) gives it.
 * Entries marked "not in the spec" fill gaps the spec leaves; change them here only.
 */
export const domainMessages = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确的手机号',

  /** Not in the spec: the identity-card form needs a required / wrong-number message. */
  idCardRequired: '请输入身份证号',
  idCardInvalid: '请输入正确的身份证号',
  /** §5: shown in place of a masked ID number when the driver has none. */
  notRealNameCertified: '未实名认证',

  plateInvalid: '请输入正确的车牌号',

  smsCodeRequired: '请输入短信验证码',
  smsCodeFormat: '短信验证码格式错误',
  smsSend: '发送验证码',

  passwordRequired: '请输入密码',
  passwordTooLong: '密码长度不能超过16位',
  newPasswordLength: '请输入6-16位密码',
  newPasswordChars: '密码须包含字母和数字',
  passwordMismatch: '两次输入的密码不一致',

  imageType: '请上传正确图片格式',
  imageUploadFailed: '图片上传失败，请重试',

  certificationPending: '待审核',
  certificationCertified: '已认证',
  certificationFailed: '认证失败',
  certificationTemporary: '临时审核',
  certificationNone: '未认证',
} as const;

/** §4: the SMS resend button while counting down, e.g. `59秒后重发`. */
export function smsCountdownMessage(seconds: number): `${number}秒后重发` {
  return `${seconds}秒后重发`;
}
