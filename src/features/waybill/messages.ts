/** Every UI text of the waybill area (§2.4). The spec names the states' routes; the words are ours. */
import { WAYBILL_STATUS_LABELS } from '@/lib/domain/waybill-status';

export const waybillMessages = {
  listLabel: '运单列表',
  tabsLabel: '运单状态',
  all: '全部',
  status: WAYBILL_STATUS_LABELS,
  kind: { bulk: '大宗', whole: '整车' },
  unit: { ton: '吨', cubic: '方' },
  waybillNo: '运单号',
  loading: '装货',
  unloading: '最晚卸货',
  freight: '运费',
  sign: '签署合同',
  contractUnsigned: '合同待签署',
  contractSigned: '合同已签署',
  km: '公里',
  loadFailed: '运单数量加载失败',
} as const;
