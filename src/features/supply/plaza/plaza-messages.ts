/**
 * Every UI text of the plaza and the enterprise pages (/supply, /supply/enterpriseindex,
 * /supply/enterprise/:param) and the constants of their filters. The spec gives 暂无数据 and the
 * list states (kit); the rest is ours.
 */
import type { SourceKind } from '@/lib/contract/supply/load';

/** The plaza's lists: two kinds of source and the driver's surroundings. */
export type PlazaTab = SourceKind | 'nearest';

/** The vehicle lengths drivers filter by (metres, as the contract writes them). */
export const VEHICLE_LENGTHS = ['4.2', '6.8', '9.6', '13.0', '17.5'] as const;

/** The loading-date choices: today and the six days after it. */
export const LOADING_DAYS = 7;

export const plazaMessages = {
  tabs: { bulk: '大宗', whole: '整车', nearest: '附近货源' } satisfies Record<PlazaTab, string>,
  tabsLabel: '货源类型',
  enterprises: '企业货源',
  listLabel: '货源列表',

  // filters
  plate: '车牌号',
  platePlaceholder: '输入车牌号搜索货源',
  plateSearchPlaceholder: '请输入车牌号',
  clearPlate: (plate: string) => `清除车牌 ${plate}`,
  filter: '筛选',
  filterCount: (n: number) => `筛选(${n})`,
  filtersLabel: '筛选条件',
  origin: '出发地',
  destination: '目的地',
  vehicleLength: '车长',
  vehicleLengthOption: (m: string) => `${m}米`,
  vehicleType: '车型',
  loadingDate: '装货日期',
  today: '今天',
  tomorrow: '明天',
  reset: '重置',
  apply: '确定',
  clearFilters: '清空筛选',
  anyFilter: '全部货源',
  anyPlace: '不限',

  // nearest
  locating: '正在获取您的位置…',
  nearestHint: '按装货地离您的距离排序',
  locationDenied: '无法获取您的位置',
  locationDeniedHint:
    '附近货源需要定位权限。请在系统设置中允许本应用使用位置信息，返回后点“重新定位”。',
  locationFailed: '定位失败',
  locationFailedHint: '暂时无法获取您的位置，请确认已打开手机定位（GPS）后重试。',
  openSettings: '去设置',
  relocate: '重新定位',

  // enterprise list
  enterpriseSearch: '搜索企业',
  enterpriseKeyword: '企业名称',
  enterprisePlaceholder: '输入企业名称',
  search: '搜索',
  enterpriseListLabel: '企业列表',
  openSources: (n: number) => `在发货源 ${n} 条`,

  // enterprise page
  enterpriseLoading: '企业信息加载中',
  enterpriseSubject: '企业',
  enterpriseFailed: '企业信息加载失败',
  enterpriseNotFound: '未找到该企业',
  enterpriseNotFoundHint: '链接可能已失效，或该企业已不在平台发布货源。',
  creditCode: '统一社会信用代码',
  share: '分享',
  shareTitle: (name: string) => `${name}的货源`,
  shareText: (name: string) => `${name}正在发布货源，快来看看吧`,
  shared: '分享成功',
  linkCopied: '链接已复制，可粘贴发给好友',
  shareFailed: '分享失败，请稍后重试',
  enterpriseSourcesLabel: '企业货源列表',
  home: '返回首页',
} as const;
