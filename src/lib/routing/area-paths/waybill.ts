/** The driver's waybills (§2.4). */
import type { WaybillStatus } from '@/lib/contract/waybill';
import { appPath } from '../path-builder';

export const waybillPaths = {
  /** The Waybill tab; `status` opens one state's list. */
  waybill: appPath<'/waybill', { status?: WaybillStatus }>('/waybill'),
} as const;
