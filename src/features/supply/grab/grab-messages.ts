/**
 * Every text of grabbing a source (§2.5 ordertaking, carryinfovehicle, carryinfomodular,
 * goodsagreement). The spec gives none of them; they are this project's words.
 */
import type { QuantityUnit } from '@/lib/contract/supply/load';
import { FREIGHT_NAME, RECEIVABLE_NAME, SERVICE_FEE_NAME } from '@/lib/domain/settlement';

const UNIT: Record<QuantityUnit, string> = { ton: '吨', cubic: '方' };

export const unitLabel = (unit: QuantityUnit): string => UNIT[unit];

/** 1234 → `1.2公里`, 850 → `850米`. */
function distanceText(metres: number): string {
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
  sourceGoneHint: '去货源广场看看其他货源吧',
  otherSources: '看看其他货源',
  next: '下一步',
  retry: '重试',
  refresh: '刷新',

  // ordertaking: the gates
  gatesTitle: '接单条件',
  gatesHint: '以下条件全部满足后即可接单',
  gatesPassed: '接单条件已全部满足',
  gatesUnmet: (titles: readonly string[]) =>
    `${titles.length}项条件未满足：${titles.join('、')}，请按下方提示处理`,
  waiting: '待上一步完成',
  checking: '检查中…',
  passed: '已满足',
  failed: '未满足',
  gate: {
    realName: '实名认证',
    licence: '驾驶证认证',
    qualification: '从业资格证',
    vehicle: '已认证车辆',
    vehicleType: '车型要求',
    capacity: '车辆载重',
    blacklist: '货主黑名单',
    loadingWindow: '装货时间',
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
    ok: '驾驶证已认证',
    none: '您还未上传驾驶证，请先完成驾驶员资质认证',
    pending: '驾驶证审核中，请耐心等待审核结果',
    rejected: (opinion: string | null) =>
      opinion ? `驾驶证审核未通过：${opinion}` : '驾驶证审核未通过，请重新上传',
    expired: '驾驶证已过期，请更新后再接单',
    upload: '去上传驾驶证',
    redo: '重新上传',
    renew: '去更新驾驶证',
  },
  qualification: {
    ok: '道路运输从业资格证已上传',
    none: '您还未上传道路运输从业资格证，上传后才能接单',
    expired: '道路运输从业资格证已过期，请更新后再接单',
    upload: '去上传从业资格证',
    renew: '去更新从业资格证',
  },
  vehicle: {
    ok: (count: number) => `${count}辆已认证车辆`,
    none: '您还没有车辆，请先添加并认证车辆',
    pending: '车辆审核中，审核通过后即可接单',
    expired: '车辆的道路运输证或行驶证已过期，请更新后再接单',
    uncertified: '车辆未认证通过，请重新认证',
    add: '去添加车辆',
    mine: '去我的车辆',
  },
  vehicleType: {
    any: '不限车型',
    ok: (types: readonly string[]) => `需${types.join('、')}，您有符合的车辆`,
    wrong: (types: readonly string[]) => `该货源需要${types.join('、')}，您没有已认证的此类车辆`,
  },
  capacity: {
    ok: (needed: string, unit: QuantityUnit) =>
      `单车至少装${needed}${UNIT[unit]}，您的车辆可以承运`,
    tooSmall: (needed: string, largest: string | null, unit: QuantityUnit) =>
      `单车至少需装${needed}${UNIT[unit]}` +
      (largest === null ? '' : `，您的车辆最多可装${largest}${UNIT[unit]}`),
  },
  blacklist: {
    ok: '您未被该货主列入黑名单',
    listed: (shipper: string) => `该货主已被列入黑名单：${shipper}已将您拉黑，无法承运其货源`,
    view: '查看黑名单',
  },
  loadingWindow: {
    ok: (end: string) => `装货截止 ${end}`,
    closed: (end: string) => `装货时间已过（截止 ${end}），无法接单`,
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
  manageVehicles: '管理我的车辆',
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
  quantityOverLoad: (max: string, unit: QuantityUnit) =>
    `超出车辆核定载质量，本车最多可装${max}${UNIT[unit]}`,
  loadLimit: (max: string, unit: QuantityUnit) => `本车最多可装 ${max}${UNIT[unit]}`,
  quoteTitle: '本车运费',
  quoteHint: '输入数量后显示运费',
  quoteLoading: '计算中…',
  quoteFailed: '运费计算失败',
  freight: FREIGHT_NAME,
  serviceFee: SERVICE_FEE_NAME,
  payable: RECEIVABLE_NAME,
  unitPrice: (unit: QuantityUnit) => `单价（元/${UNIT[unit]}）`,
  fullLoadTitle: (q: string, unit: QuantityUnit) => `本车装满 ${q}${UNIT[unit]} 运费`,

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
  quantityToChange: '装货数量需修改',
  changeVehicle: '更换车辆',
  viewGates: '查看接单条件',
  stayHere: '留在本页',
  refusedHint: {
    gone: '该货源已无法承接，去货源广场看看其他货源吧。',
    quantity: '剩余数量已变化，修改装货数量后可继续抢单。',
    vehicle: '该车辆现在不能承运此单，更换车辆后可继续抢单。',
    gates: '请查看接单条件，处理未满足的条件后再抢单。',
  },
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
