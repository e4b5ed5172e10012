/** Server messages of the invoicing-agreement area. */
export const invoicingAgreementMessages = {
  notYours: '无权查看其他司机的协议',
  notYoursToSign: '无权签署其他司机的协议',
  notFound: '协议不存在',
  alreadySigned: '该协议已签署',
} as const;
