/** What the bank area's server says (the H5 shows these as they are). */
export const bankServerMessages = {
  cardNoWrong: '卡号不正确',
  cardNotFound: '银行卡不存在',
  cardNotYours: '该银行卡不属于您',
  creditCard: '暂不支持信用卡',
  alreadyBound: '该银行卡已绑定',
  boundByOther: '该银行卡已被他人绑定',
  notAgreed: '请先阅读并同意银行卡绑定协议',
  notCertified: '请先完成实名认证',
  passwordWrong: '登录密码错误',
  cardUnbound: '该银行卡已解绑',
  withdrawPending: '该卡有审核中的提现，暂不能解绑',
  entrustMatched: '账户信息一致，校验通过',
  entrustMismatch: '户名与卡号不一致，请核对后重试',
} as const;
