/** The wallet routes' refusals (records and receipt payment), in the server's words. */
export const walletMessages = {
  badMonth: '月份格式不正确',
  badDirection: '收支类型不正确',
  badKind: '记录类型不正确',
  waybillNotFound: '运单不存在',
  receiptMissing: '回单尚未提交，暂不能申请结算',
} as const;
