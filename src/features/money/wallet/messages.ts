/** Texts of the wallet screens (我的钱包, 信息费记录, 劳务开票指引; §2.3). Refusals are the server's own words. */
import type { RecordKind } from '@/lib/contract/money/wallet';
import { SERVICE_FEE_NAME, SERVICE_FEE_RULE } from '@/lib/domain/settlement';

export const recordKindLabel: Record<RecordKind, string> = {
  freight: '运费收入',
  withdraw: '提现',
  withdrawReturn: '提现退回',
  infoFee: '信息费',
  entrustIn: '委托收入',
  deduction: '扣款',
};

export const walletMessages = {
  loading: '加载中',
  balanceCard: '钱包余额',
  available: '可提现余额',
  frozen: '冻结中（提现审核中）',
  balanceFailed: '余额加载失败',
  retry: '重试',

  actions: '钱包功能',
  withdraw: '提现',
  withdrawList: '提现记录',
  withdrawIncome: '提现明细',
  entrust: '委托收款',
  infoFee: '信息费记录',
  /** Its two phrases: on a narrow cell it wraps 劳务开票 / 指引. */
  guide: ['劳务开票', '指引'],
  collectionAccounts: '收款账户',

  views: '钱包视图',
  details: '收支明细',
  statistics: '按月统计',
  direction: '收支类型',
  all: '全部',
  income: '收入',
  expense: '支出',
  summary: '本期合计',
  summaryLine: (income: string, expense: string) => `收入 ¥${income} · 支出 ¥${expense}`,
  count: (n: number) => `共${n}笔`,
  recordsLabel: '收支明细列表',
  statisticsLabel: '按月统计列表',
  balanceAfter: '余额',

  facts: '明细详情',
  close: '关闭',
  factTitle: '类型',
  factAmount: '金额',
  factBalance: '变动后余额',
  factTime: '时间',
  factWaybill: '运单号',
  factApplication: '提现申请',
  factApplicationLink: '查看提现详情',
  factRemark: '备注',
  recordNo: '流水号',

  infoFeeLabel: '信息费记录列表',
  infoFeeTotal: '本期信息费合计',
  infoFeeNote: `信息费即${SERVICE_FEE_NAME}，由平台在运费结算时${SERVICE_FEE_RULE}，司机应收中已扣除。`,
} as const;
