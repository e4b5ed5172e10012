/** The drivers' waybills (created by a grab in the supply area), by id. Times in ms (supply/clock.ts). */
import type { WaybillSummary } from '@/lib/contract/waybill';
import { areaKey } from '../slice';

/** What the client sees of a waybill, kept as is; times are kept in ms and written out on read. */
type Shown = Pick<
  WaybillSummary,
  | 'id'
  | 'waybillNo'
  | 'kind'
  | 'sourceId'
  | 'status'
  | 'origin'
  | 'destination'
  | 'distanceKm'
  | 'goodsName'
  | 'unit'
  | 'quantity'
  | 'carNo'
  | 'shipperName'
  | 'freight'
  | 'contractId'
>;

export interface WaybillRecord extends Shown {
  appUserId: string;
  enterpriseId: string;
  loadingStartMs: number;
  loadingEndMs: number;
  unloadingMs: number | null;
  createMs: number;
}

export interface WaybillTables {
  waybills: WaybillRecord[];
  /** Waybills created so far (ids `WB<n>`, numbers `YD<day><n>`). */
  counter: number;
}

export const waybillArea = areaKey<WaybillTables>('waybill');
