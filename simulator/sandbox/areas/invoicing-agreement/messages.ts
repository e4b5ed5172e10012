/** Server messages of the invoicing-agreement area. */
export const invoicingAgreementMessages = {
  notYours: '无权查看其他司机的协议',
} as const;
