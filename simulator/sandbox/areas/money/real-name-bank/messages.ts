/** What the bank answers (§8: the first two are the bank's own texts, shown to the driver as is). */
export const bankMessages = {
  wrongInstruction: '录入的指令号不正确，验证失败',
  noPendingApplication: '该会员无该待绑定账户的手机号实名认证鉴权申请记录',
  notThisMember: '会员编号与当前登录用户不一致',
  noCertificate: '该会员未完成实名认证，无证件号码',
  certificateMismatch: '证件号码与会员实名信息不一致',
  alreadyVerified: '该会员已完成实名认证',
} as const;
