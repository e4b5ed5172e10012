/** What the fake server answers for vehicle writes (the platform's wording is not given; §7.1). */
export const vehicleServerMessages = {
  duplicatePlate: '该车牌号已添加，请勿重复添加',
  plateInvalid: '车牌号格式错误',
  vinInvalid: '车辆识别代号格式错误',
  loadInvalid: '核定载质量格式错误',
  loadOverClass: (vehicleClass: string, maxKg: number) =>
    `${vehicleClass}车型的核定载质量不能超过 ${maxKg} kg`,
  removeBusy: (waybillNo: string) => `该车辆有未完成运单 ${waybillNo}，不能删除`,
  notFound: '未查询到该车辆',
  notYours: '该车辆不属于您',
  rejectedOpinion: '行驶证照片不清晰，请重新上传',
} as const;
