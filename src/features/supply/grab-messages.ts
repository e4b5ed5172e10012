/**
 * Every text of grabbing a source (§2.5 ordertaking, carryinfovehicle, carryinfomodular,
 * goodsagreement). The spec gives none of them; they are this project's words.
 */
import type { QuantityUnit } from '@/lib/contract/supply';

const UNIT: Record<QuantityUnit, string> = { ton: '吨', cubic: '方' };

export const unitLabel = (unit: QuantityUnit): string => UNIT[unit];

/** 1234 → `1.2公里`, 850 → `850米`. */
export function distanceText(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '—';
  if (metres < 1000) return `${Math.round(metres)}米`;
  return `${Math.round(metres / 100) / 10}公里`;
}

export const grabMessages = {
  loading: '加载中…',
  sourceFailed: '货源信息加载失败',
  readsFailed: '接单条件查询失败',
  sourceGone: {
    full: '该货源已被抢完',
    closed: '该货源已关闭',
  },
  sourceGoneHint: '去货源大厅看看其他货源吧',
  otherSources: '看看其他货源',
  next: '下一步',
  retry: '重试',
  refresh: '刷新',

  // ordertaking: the gates
  gatesTitle: '接单条件',
  gatesHint: '以下条件全部满足后即可接单',
  gatesPassed: '接单条件已全部满足',
  waiting: '待上一步完成',
  checking: '检查中…',
  passed: '已满足',
  failed: '未满足',
  gate: {
    realName: '实名认证',
    licence: '驾驶员资质认证',
    vehicle: '已认证车辆',
    expiry: '证件有效期',
    fence: '装货地电子围栏',
  },
  realName: {
    ok: '已完成实名认证',
    none: '您还未实名认证，请先完成实名认证',
    pending: '实名认证审核中，请耐心等待审核结果',
    failed: '实名认证未通过，请重新认证',
    certify: '去实名认证',
    redo: '重新认证',
  },
  licence: {
    ok: '驾驶证与从业资格已认证',
    none: '您还未上传驾驶证，请先完成驾驶员资质认证',
    pending: '驾驶员资质审核中，请耐心等待审核结果',
    rejected: (opinion: string | null) =>
      opinion ? `驾驶员资质审核未通过：${opinion}` : '驾驶员资质审核未通过，请重新上传',
    upload: '去上传驾驶证',
    redo: '重新上传',
  },
  vehicle: {
    ok: (count: number) => `${count}辆车辆可接此单`,
    none: '您还没有可接此单的已认证车辆',
    add: '去添加/认证车辆',
  },
  expiry: {
    ok: '证件均在有效期内',
    soon: '证件即将到期，请及时更新',
    driver: '驾驶证或从业资格证已过期，请更新后再接单',
    road: '道路运输证或行驶证已过期，请更新后再接单',
    renewLicence: '去更新驾驶证',
    renewVehicle: '去更新车辆证件',
  },
  fence: {
    inside: (name: string) => `您已在装货地（${name}）范围内`,
    outside: (distanceM: number, radiusM: number) =>
      `距装货地${distanceText(distanceM)}，需在装货地${distanceText(radiusM)}范围内才能接单`,
    noLocation: '无法获取您的位置，请打开定位权限后刷新位置',
    failed: '电子围栏校验失败',
    refresh: '刷新位置',
    navigate: '导航到装货地',
  },

  // carryinfovehicle
  vehicleTitle: '选择承运车辆',
  vehicleHint: '灰色车辆暂不能承运此单',
  vehiclesEmpty: '暂无车辆',
  vehiclesEmptyHint: '请先添加并认证车辆',
  addVehicle: '添加车辆',
  defaultTag: '默认',
  loadText: (kg: number) => `核定载质量 ${kg}kg`,
  vehicleChecking: '正在校验车辆…',
  vehicleOk: '该车辆可以承运此单',
  crossOrder: (reason: string | null, waybillNo: string | null) =>
    [reason ?? '该车辆暂不能承运此单', waybillNo ? `（运单号 ${waybillNo}）` : ''].join('').trim(),
  carStatus: (reason: string | null) => reason ?? '该车辆或司机状态异常，暂不能接单',
  checkFailed: '车辆校验失败，请重试',
  chooseVehicle: '请先选择车辆',
  chooseVehicleHint: '选择承运车辆后再继续',
  toChooseVehicle: '去选择车辆',
  chooseQuantity: '请先填写装货数量',
  chooseQuantityHint: '大宗货源需先填写本车装货数量',
  toChooseQuantity: '去填写数量',

  // carryinfomodular
  quantityTitle: '装货数量',
  quantity: (unit: QuantityUnit) => `装货数量（${UNIT[unit]}）`,
  quantityPlaceholder: (min: number, unit: QuantityUnit) => `最少${min}${UNIT[unit]}`,
  all: '全部',
  remaining: (q: string, unit: QuantityUnit) => `剩余 ${q}${UNIT[unit]}`,
  quantityRequired: '请输入装货数量',
  quantityInvalid: '请输入正确的数量',
  quantityPositive: '装货数量须大于0',
  quantityDecimals: '装货数量最多保留3位小数',
  quantityTooSmall: (min: string, unit: QuantityUnit) => `单车最少装${min}${UNIT[unit]}`,
  quantityTooLarge: (rest: string, unit: QuantityUnit) =>
    `超出剩余数量，最多可装${rest}${UNIT[unit]}`,
  quoteTitle: '本车运费',
  quoteHint: '输入数量后显示运费',
  quoteLoading: '计算中…',
  quoteFailed: '运费计算失败',
  freight: '运费',
  serviceFee: '信息服务费',
  payable: '实收',
  unitPrice: (unit: QuantityUnit) => `单价（元/${UNIT[unit]}）`,
  totalTitle: (q: string, unit: QuantityUnit) => `全部剩余 ${q}${UNIT[unit]} 运费`,

  // goodsagreement
  agreementTitle: '货物运输协议',
  agreementFailed: '协议加载失败',
  consent: '我已阅读并同意以上协议',
  consentRequired: '请先阅读并勾选同意协议',
  readFirst: (s: number) => `请阅读协议（${s}秒）`,
  grab: '同意并抢单',
  receive: '接单',
  grabbing: '正在抢单…',
  grabbed: '抢单成功',
  received: '接单成功',
  refusedTitle: '抢单未成功',
  changeQuantity: '修改数量',
  unknownTitle: '网络不稳定',
  unknownBody: '未能确认抢单结果，且未查到您的运单，请重试（不会重复下单）',
  retryGrab: '重试',
  cancel: '取消',
  kind: { bulk: '大宗', whole: '整车' },
  to: '到',
  km: (km: number) => `${km}公里`,
  loadingAt: (time: string) => `装货 ${time}`,
  summaryCar: '承运车辆',
  summaryQuantity: '装货数量',
  summaryRoute: '线路',
} as const;
