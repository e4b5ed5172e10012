import type { QuantityUnit } from '@/lib/contract/supply/load';

/** The trip's words (departure, arrival, receipt): one catalogue, as the design asks. */
export const tripMessages = {
  loadTitle: '发车',
  /** §9: the departure button's default text. */
  depart: '发车',
  unload: '确认卸货',
  submitReceipt: '提交回单',
  departurePhotos: '装货照片',
  arrivalPhotos: '卸货照片',
  receiptPhotos: '回单照片',
  photosHint: '请拍摄清晰的货物与车辆照片，最多9张',
  receiptHint: '请拍摄完整清晰的回单，最多9张',
  loadedQuantity: '装货数量',
  unloadedQuantity: '卸货数量',
  quantityPlaceholder: '请输入数量',
  noDeparturePhotos: '请上传发车照片',
  noArrivalPhotos: '请上传卸货照片',
  noReceiptPhotos: '请上传回单照片',
  badLoaded: '请输入正确的装货数量',
  badUnloaded: '请输入正确的卸货数量',
  tooPrecise: '数量最多保留3位小数',
  confirmDepartTitle: '确认发车',
  confirmDepartBody: '发车后将开始记录行驶轨迹，确认已装货完成？',
  confirmUnloadTitle: '确认卸货',
  confirmUnloadBody: '确认货物已卸完？',
  confirm: '确认',
  cancel: '取消',
  locating: '正在获取位置…',
  contractUnsigned: '请先签署运输合同后再发车',
  signContract: '去签署合同',
  premiumTitle: '保险费',
  premiumUnpaid: '未支付，发车前请先支付',
  premiumPaid: '已支付',
  payAlipay: '支付宝支付',
  payWechat: '微信支付',
  payFirst: '请先支付保险费后再发车',
  paySuccess: '保险费支付成功',
  payCancelled: '已取消支付，保险费尚未支付',
  payFailedTitle: '支付失败',
  payFailed: '保险费支付失败，请重试',
  payUnknown: '支付结果未知，请稍后在运单中查看',
  fenceTitle: '不在电子围栏内',
  windowTitle: '未到装货时间',
  departRefusedTitle: '暂不能发车',
  unloadRefusedTitle: '暂不能卸货',
  gotIt: '知道了',
  departed: '发车成功',
  departedNote: '一路平安！到达卸货地后请上传卸货照片。',
  unloaded: '卸货成功',
  receiptSent: '回单已提交',
  receiptWaiting: '回单已提交，等待货主审核。审核通过后运单完成。',
  receiptSettles: '运费将在回单审核通过后结算至钱包',
  viewWallet: '查看钱包',
  viewWaybill: '查看运单',
  backToList: '返回运单列表',
  notToLoad: '该运单当前无需发车',
  notInTransit: '该运单当前无需卸货',
  notToReceipt: '该运单当前无需上传回单',
  receiptRejected: '上次回单被驳回：',
  waybillNo: '运单号',
  departedAt: '发车时间',
  quantityUnitTon: '吨',
  /** Issue 13 §4: a step made without signal. */
  savedOffline: '已保存，联网后自动上传',
  savedOfflineFailed: '保存失败，请重试',
} as const;

/** The waybill's unit as it follows a quantity (32吨, 30方). */
export const unitText = (unit: QuantityUnit): string => (unit === 'ton' ? '吨' : '方');

/** Photos kept on the phone because their upload met no network. */
export const photosKept = (n: number) => `${n} 张照片待上传，联网后自动上传`;

/** The success screen of a step saved without signal. */
export const savedOfflineNote = (n: number) =>
  `${n} 项待上传，网络恢复后将按顺序自动上传，请勿卸载应用。`;

/** The fence refusal in the sandbox's words: km with one decimal from 1 km, else metres. */
export function fenceRefusal(point: 'loading' | 'unloading', distanceM: number): string {
  const far =
    distanceM >= 1000 ? `${(distanceM / 1000).toFixed(1)} 公里` : `${Math.round(distanceM)} 米`;
  return point === 'loading'
    ? `当前位置距装货地 ${far}，请到达装货地后再发车`
    : `当前位置距卸货地 ${far}，请到达卸货地后再卸货`;
}

/** The loading window refusal in the sandbox's words (the opening time as the platform writes it). */
export const beforeLoading = (start: string) => `未到装货时间，请于 ${start} 后再发车`;
