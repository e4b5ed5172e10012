/** What the fake server answers about a trip (the platform's wording is not given; §7.3). */
const distance = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(1)} 公里` : `${m} 米`);

export const tripMessages = {
  notFound: '运单不存在',
  notYours: '该运单不属于您',
  cancelled: '运单已取消',
  noLocation: '未获取到您的位置，请打开定位后重试',
  positionInvalid: '位置坐标不正确',
  contractUnsigned: '请先签署运输合同后再发车',
  premiumUnpaid: '请先支付保险费后再发车',
  alreadyDeparted: '运单已发车，请勿重复发车',
  notDeparted: '运单尚未发车，无法卸货',
  alreadyArrived: '运单已卸货，请勿重复卸货',
  notArrived: '运单尚未卸货，无法上传回单',
  receiptPending: '回单审核中，请勿重复上传',
  receiptDone: '回单已审核通过，无需重复上传',
  outsideLoading: (m: number) => `当前位置距装货地 ${distance(m)}，请到达装货地后再发车`,
  carNotApproved: (carNo: string) => `车辆${carNo}未认证通过，暂不能发车`,
  beforeLoading: (start: string) => `未到装货时间，请于 ${start} 后再发车`,
  outsideUnloading: (m: number) => `当前位置距卸货地 ${distance(m)}，请到达卸货地后再卸货`,
  photosMissing: {
    departure: '请上传发车照片',
    arrival: '请上传卸货照片',
    receipt: '请上传回单照片',
  },
  photosTooMany: '照片最多上传9张',
  photoInvalid: '照片地址不正确，请重新上传',
  loadedInvalid: '请输入正确的装货数量',
  unloadedInvalid: '请输入正确的卸货数量',
  quantityDecimals: '数量最多保留3位小数',
  noPremium: '该运单无需支付保险费',
  premiumPaid: '保险费已支付，请勿重复支付',
  premiumAfterDeparture: '运单已发车，无法支付保险费',
  walletInvalid: '请选择支付方式',
  orderUnknown: '支付订单不存在或已关闭',
  closeReasonInvalid: '关闭原因不正确',
  pointInvalid: '请选择装货地或卸货地',
} as const;

/** The timeline's texts. */
export const tripTexts = {
  created: (waybillNo: string) => `接单成功，运单号 ${waybillNo}`,
  premiumPaid: (yuan: string, wallet: string) => `已通过${wallet}支付保险费 ¥${yuan}`,
  premiumClosed: (why: 'cancel' | 'fail') =>
    why === 'cancel' ? '保险费支付已取消' : '保险费支付失败',
  departed: (q: string) => `已发车，装货 ${q}`,
  arrived: (q: string) => `已到达卸货地，卸货 ${q}`,
  receiptUploaded: (n: number) => `已上传回单 ${n} 张，等待货主审核`,
  receiptApproved: '货主已确认回单，运单完成',
  receiptRejected: (reason: string) => `回单被驳回：${reason}`,
  photoRejected: (what: string, n: number, reason: string) => `${what}第${n}张被驳回：${reason}`,
  cancelled: (reason: string) => `运单已取消：${reason}`,
  status: (label: string) => `运单状态变更为${label}`,
} as const;

export const STATUS_LABEL = {
  toLoad: '待装货',
  inTransit: '运输中',
  toReceipt: '待回单',
  done: '已完成',
  cancelled: '已取消',
} as const;

export const PHOTO_LABEL = {
  departure: '发车照片',
  arrival: '卸货照片',
  receipt: '回单照片',
} as const;

export const WALLET_LABEL = { alipay: '支付宝', wechat: '微信支付' } as const;
