/** Texts of the bank search (§2.6). 暂无数据 and 查询出错 are the list wording of §4 / §8. */
export const bankSearchMessages = {
  /** BankField's label. */
  fieldLabel: '开户银行',
  title: '选择银行',
  placeholder: '请输入银行名称',
  cancel: '取消',
  hint: '输入银行名称搜索',
  searching: '搜索中…',
  empty: '暂无数据',
  error: '查询出错',
  retry: '重试',
} as const;
