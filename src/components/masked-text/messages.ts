/** Texts of MaskedText. The 'not yet real-name certified' text is lib/domain's (§5). */
export const maskedTextMessages = {
  show: '显示完整号码',
  hide: '隐藏号码',
  /** Not in the spec: shown for a phone number that is absent. */
  noPhone: '未绑定手机号',
} as const;
