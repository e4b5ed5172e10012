/** Server messages of the identity and certification areas (project wording; the spec gives none). */
export const identityServerMessages = {
  alreadyCertified: '您已完成实名认证，无需重复提交',
  idCardInvalid: '身份证号码有误',
  longTerm: '长期',
  validityOrder: '有效期结束日期须晚于开始日期',
  dateInvalid: (field: string) => `${field}格式不正确`,
  captainVehicleCount: '车辆数量须为1-9999之间的整数',
} as const;
