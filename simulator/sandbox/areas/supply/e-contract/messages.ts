/** What the fake server answers about contracts and e-signature. */
export const contractMessages = {
  notFound: '合同不存在',
  linkInvalid: '合同链接无效或已失效',
  notYours: '无权查看该合同',
  notDelegation: '该合同不是委托授权书',
  alreadySigned: '该合同已签署，请勿重复签署',
  voided: '该合同已作废，无法签署',
  signatureMissing: '请先手写签名',
  signatureInvalid: '签名图片格式不正确，请重新签名',
  signatureTooLarge: '签名图片不能超过200KB，请重新签名',
  smsRequired: '请输入短信验证码',
  waybillNotFound: '运单不存在',
  waybillNotYours: '该运单不属于您',
} as const;
