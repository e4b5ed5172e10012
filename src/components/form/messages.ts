/**
 * Every text the form kit shows by default. Field rules' messages (请输入手机号, 短信验证码格式错误 …)
 * come from `lib/domain` and are not repeated here; a screen overrides a label through props.
 */
export const formMessages = {
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  smsCode: '短信验证码',
  smsCodePlaceholder: '请输入6位验证码',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  newPassword: '新密码',
  newPasswordPlaceholder: '6-16位，包含字母和数字',
  confirmPassword: '确认密码',
  confirmPasswordPlaceholder: '请再次输入新密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  consentPrefix: '我已阅读并同意',
  /** Between the last two agreement titles: 《用户协议》和《隐私政策》. */
  consentJoin: '和',
  /** Between earlier titles of a longer list: 《甲》、《乙》和《丙》. */
  consentListJoin: '、',
  /** Not in the spec: read out for a required field whose control cannot say so itself. */
  required: '必填',
} as const;
