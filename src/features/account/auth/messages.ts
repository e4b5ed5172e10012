/**
 * Every text of the login journey. Field rules' messages (请输入手机号, 短信验证码格式错误, 请输入密码 …)
 * come from `lib/domain`, the form kit's own labels (手机号, 密码, 显示密码 …) from
 * `@/components/form`; neither is repeated here. Entries marked "not in the spec" fill gaps the
 * spec leaves; change them here only.
 */
export const authMessages = {
  consentRequired: '请先阅读并同意用户协议和隐私政策',
  faceFailed: '人脸认证失败',
  /** Not in the spec. */
  faceSucceeded: '人脸认证成功',
  /** Not in the spec: what the passed identity check did. */
  faceRecorded: '您的实名认证已完成。',
  passwordResetDone: '密码重置成功',
  passwordUpdated: '密码修改成功',
  /** Not in the spec. */
  signed: '签署成功',
  badRedirect: '非法的跳转地址',
  /** Not in the spec: an error without a message of its own. */
  unknownError: '操作失败，请重试',
  /** Not in the spec. */
  captchaRequired: '请输入图形验证码',
  /** Not in the spec. */
  captchaFormat: '请输入4位图形验证码',
  /** Not in the spec. */
  captchaLoadFailed: '图形验证码加载失败，点击重试',
  /** Not in the spec. */
  loadFailed: '加载失败',
  /** Not in the spec. */
  resetLinkInvalid: '重置链接已失效，请重新验证手机号',
  /** Not in the spec. */
  loginRequired: '请先登录后再操作',
  agreementGone: '该协议已签署或不存在',
  /** Not in the spec. */
  roleRequired: '请选择身份',
} as const;

export const authLabels = {
  appTagline: '安心接单 · 轻松运货',
  welcome: '欢迎登录',
  smsTab: '验证码登录',
  passwordTab: '密码登录',
  oldPassword: '原密码',
  oldPasswordPlaceholder: '请输入原密码',
  rememberMe: '记住我',
  userAgreement: '《用户协议》',
  privacyPolicy: '《隐私政策》',
  login: '登录',
  forgotPassword: '忘记密码',
  register: '注册',
  faceLogin: '刷脸登录',
  otherLogin: '其他登录方式',
  haveAccount: '已有账号？',
  goLogin: '去登录',
  backToMe: '返回我的',

  faceLoginTitle: '刷脸登录',
  faceLoginHint: '输入手机号，通过人脸识别快速登录',
  startFace: '开始刷脸',
  faceVerifyTitle: '人脸认证',
  faceVerifyHint: '请在光线充足的环境下，正对手机屏幕，按提示完成动作',
  faceVerifying: '正在查询认证结果…',
  faceRetry: '重新认证',
  faceLoggingIn: '认证成功，正在登录…',
  viewCertification: '查看认证信息',

  registerTitle: '注册账号',
  registerSubmit: '注册',
  findPasswordTitle: '找回密码',
  findPasswordHint: '验证手机号后即可设置新密码',
  next: '下一步',
  resetPasswordTitle: '设置新密码',
  resetPasswordFor: '为账号 {mobile} 设置新密码',
  resetSubmit: '确认重置',
  updatePasswordTitle: '修改密码',
  updateSubmit: '确认修改',

  verifyPhoneTitle: '验证手机号',
  verifyPhoneHint: '为保障账户安全，请先验证您的手机号',
  verifyGraphTitle: '安全验证',
  verifyGraphHint: '请输入图中的字符，验证通过后将向 {mobile} 发送短信验证码',
  graphCode: '图形验证码',
  graphCodePlaceholder: '请输入图中4位字符',
  refreshCaptcha: '看不清？点击图片换一张',
  captchaImage: '图形验证码，点击换一张',
  verifyCodeTitle: '输入验证码',
  verifyCodeSentTo: '验证码已发送至 {mobile}',
  confirm: '确定',

  verifyAgreeTitle: '签署协议',
  verifyAgreeFor: '短信验证码将发送至 {mobile}',
  sign: '同意并签署',

  selectRoleTitle: '选择身份',
  selectRoleHint: '请选择您的身份，完成对应的认证',
  driver: '司机',
  driverHint: '个人司机，自主接单运输',
  captain: '车队长',
  captainHint: '管理车队与车辆，统一收款',
  continue: '继续',

  backHome: '返回首页',
  retry: '重试',
  redirecting: '正在跳转…',
  loading: '加载中…',
} as const;

/** Fills `{name}` placeholders of a label. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
