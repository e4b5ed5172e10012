/** The five waybill states as a driver reads them (§2.4); the list tabs, cards and home share them. */
import type { WaybillStatus } from '@/lib/contract/waybill';

export const WAYBILL_STATUS_LABELS: Record<WaybillStatus, string> = {
  toLoad: '待装货',
  inTransit: '运输中',
  toReceipt: '待回单',
  done: '已完成',
  cancelled: '已取消',
};

/** States in which the waybill is still the driver's work. */
export const ACTIVE_WAYBILL_STATUSES: ReadonlySet<WaybillStatus> = new Set([
  'toLoad',
  'inTransit',
  'toReceipt',
]);
