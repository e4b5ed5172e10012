/** What the fake server answers about collection accounts (the platform's wording is not given). */
export const collectionAccountMessages = {
  notFound: '收款账户不存在',
  notYours: '该收款账户不属于您',
  accountNameMissing: '请输入户名',
  accountNameTooLong: '户名不能超过20个字',
  accountNameNotOwner: '户名须与本人实名一致',
  bankInvalid: '请选择开户银行',
  cardNoInvalid: '请输入正确的银行卡号',
  duplicate: '该银行卡已添加',
  keywordTooLong: '关键字不能超过20个字符',
  payeeNotFound: '收款人不存在',
} as const;
