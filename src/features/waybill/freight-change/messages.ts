/** Texts of the freight-change screens (运费变更, §2.4); refusals are the server's own words. */
import type { FreightChangeState } from '@/lib/contract/waybill/after-sales';

export const freightStateLabel: Record<FreightChangeState, string> = {
  pending: '待确认',
  agreed: '已同意',
  disagreed: '已拒绝',
};

export const freightMessages = {
  loading: '加载中',
  listLabel: '运费变更列表',
  stateTabs: '变更状态',
  all: '全部',
  search: '搜索',
  pendingBanner: '有待确认的运费变更',
  pendingBannerAction: '去确认',

  searchLabel: '搜索运费变更',
  searchPlaceholder: '运单号、变更单号或货物名称',
  searchSubmit: '搜索',
  searchHint: '输入运单号、变更单号或货物名称搜索运费变更',
  searchResults: '搜索结果',

  changeNo: '变更单号',
  waybillNo: '运单号',
  route: '线路',
  goods: '货物',
  carNo: '车牌号',
  shipper: '货主',
  freight: '运费',
  oldFreight: '原运费',
  newFreight: '新运费',
  unitPrice: '单价',
  oldUnitPrice: '原单价',
  newUnitPrice: '新单价',
  quantity: '运输数量',
  state: '变更状态',
  reason: '变更原因',
  appliedBy: '申请人',
  applyTime: '申请时间',
  handledTime: '处理时间',
  // A fact's label beside 已拒绝: short, so the reason keeps the card's width.
  disagreeReasonTitle: '拒绝原因',
  result: '处理结果',
  unit: { ton: '吨', cubic: '方' } as Record<'ton' | 'cubic', string>,

  detailFailed: '运费变更加载失败',
  waybillFailed: '运单加载失败',
  missing: '运费变更申请不存在',
  subject: '运费变更申请',
  backToList: '返回运费变更列表',
  agree: '同意',
  disagree: '不同意',
  agreeTitle: '确认同意运费变更',
  agreeConfirm: (from: string, to: string) =>
    `同意后运单运费将由 ¥${from} 变更为 ¥${to}，确定同意吗？`,
  agreeOk: '确定同意',
  agreeBack: '再想想',
  agreed: '已同意运费变更',

  disagreeReason: '不同意的原因',
  disagreePlaceholder: '请说明不同意的原因，货主会看到',
  disagreeRequired: '请填写不同意的原因',
  disagreeTooLong: '原因不能超过100个字',
  disagreeSubmit: '提交',
  disagreed: '已提交，运费变更已拒绝',
} as const;
