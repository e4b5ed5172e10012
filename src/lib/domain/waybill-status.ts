/** The five waybill states as a driver reads them (§2.4); the list tabs, cards and home share them. */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';

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

/**
 * States in which the waybill holds its truck (待装货, 运输中): a truck carries one load at a time,
 * so it has at most one waybill in these states and takes no other source meanwhile. A waybill
 * waiting for its receipt (待回单) is still the driver's work but has let its truck go.
 */
export const TRUCK_BUSY_WAYBILL_STATUSES: ReadonlySet<WaybillStatus> = new Set([
  'toLoad',
  'inTransit',
]);
