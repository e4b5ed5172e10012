/** Every UI text of the source detail screens (issue 12 item 2); the spec gives none of them. */
import type { SourceStatus } from '@/lib/contract/supply/market';
import type { QuantityUnit, SourceKind } from '@/lib/contract/supply/load';

export const detailMessages = {
  loading: '货源加载中…',
  subject: '货源',
  missingTitle: '货源不存在或已下架',
  missingHint: '该货源可能已被货主撤回，去货源广场看看其他货源吧',
  backToPlaza: '返回货源广场',
  backToEnterprise: '查看该企业其他货源',
  // header
  kind: { bulk: '大宗', whole: '整车' } as Record<SourceKind, string>,
  assigned: '指派给我',
  fence: '需在装货地围栏内抢单',
  enterpriseOnly: '企业专属',
  status: { open: '可抢单', full: '已抢完', closed: '已下架' } as Record<SourceStatus, string>,
  sourceNo: '货源编号',
  publishTime: '发布时间',
  /** One truckload (a standard full load) of a bulk source: what one driver earns. */
  truckFreight: (q: string, unit: QuantityUnit) => `单车运费（约，按${q}${unitText(unit)}/车）`,
  truckFreightShort: '单车运费约',
  /** The fee card's line of one truckload: 单车运费 约 ¥21,784.00（按40吨/车）. */
  truckFreightFact: '单车运费',
  about: '约 ',
  perTruckload: (q: string, unit: QuantityUnit) => `（按${q}${unitText(unit)}/车）`,
  wholeFreight: '整车运费',
  unitPrice: '单价',
  referencePrice: '参考单价',
  bulkSummary: (left: string, total: string) => `剩余 ${left}，共 ${total}`,
  wholeSummary: (total: string) => `整车 ${total}`,
  perUnit: (unit: QuantityUnit) => `/${unitText(unit)}`,
  // route
  routeSection: '装卸路线',
  origin: '装',
  destination: '卸',
  originLabel: '装货地',
  destinationLabel: '卸货地',
  distance: (km: number) => `全程约 ${km} 公里`,
  navigate: (label: string) => `导航到${label}`,
  navigateShort: '导航',
  fenceRadius: (m: number) => `抢单时需在装货地 ${m} 米范围内`,
  // time
  timeSection: '装卸时间',
  loadingWindow: '装货时间',
  unloadingTime: '最晚卸货',
  noUnloadingTime: '不限',
  timeTo: (to: string) => `至 ${to}`,
  // goods
  goodsSection: '货物信息',
  goodsName: '货物名称',
  goodsType: '货物类型',
  packing: '包装方式',
  remaining: '剩余 / 总量',
  quantity: '货物数量',
  minPerTruck: '单车最少',
  vehicleLengths: '需求车长',
  vehicleTypes: '需求车型',
  anyVehicle: '不限',
  lengthUnit: '米',
  // money
  feeSection: '运费与结算',
  settlement: '结算方式',
  lossAllowance: '合理损耗',
  // shipper
  shipperSection: '货主信息',
  shipperName: '货主',
  loadingContact: '装货联系人',
  unloadingContact: '卸货联系人',
  call: (label: string) => `拨打${label}`,
  callShort: '拨打',
  remark: '备注',
  noRemark: '无',
  // calling
  callTitle: '联系货主',
  callHint: (expiresAt: string) => `请使用此号码拨打，号码有效期至 ${expiresAt}`,
  dial: '拨打电话',
  close: '关闭',
  // enterprise
  enterpriseLink: '查看该企业全部货源',
  // actions
  grab: '立即抢单',
  receive: '接单',
  closedNote: { full: '货源已抢完', closed: '货源已下架' } as Record<'full' | 'closed', string>,
  loginTitle: '请先登录',
  loginToGrab: '登录后即可抢单，登录完成将回到本货源',
  loginToCall: '登录后即可联系货主，登录完成将回到本货源',
  goLogin: '去登录',
  cancel: '取消',
} as const;

export function unitText(unit: QuantityUnit): string {
  return unit === 'ton' ? '吨' : '方';
}
