/** What the fake server answers about entrustments (the platform's wording is not given; §7.3). */
export const entrustMessages = {
  notFound: '委托记录不存在',
  notYours: '该委托记录不属于您',
  waybillNotFound: '运单不存在',
  waybillCancelled: '运单已取消，不能委托收款',
  waybillSettled: '运单已结算，不能委托收款',
  inForce: '该运单已有待确认或已生效的委托',
  payeeSelf: '收款人不能是本人',
  payeeNotFound: '收款人不存在',
  accountInvalid: '请选择收款人的收款账户',
  remarkTooLong: '备注不能超过100个字',
  notDraft: '该委托已提交，请勿重复提交',
  notPending: '只有待确认的委托可以撤回',
  notPendingHandle: '该委托不是待确认状态',
  reasonMissing: '请填写拒绝原因',
} as const;
