/** The drivers' waybills (created by a grab in the supply area), by id. Times in ms (supply/clock.ts). */
import type { WaybillStatus } from '@/lib/contract/waybill';
import type { Place, QuantityUnit, SourceKind } from '@/lib/contract/supply';
import { areaKey } from '../slice';

export interface WaybillRecord {
  id: string;
  waybillNo: string;
  appUserId: string;
  kind: SourceKind;
  sourceId: string;
  status: WaybillStatus;
  origin: Place;
  destination: Place;
  distanceKm: number;
  goodsName: string;
  unit: QuantityUnit;
  quantity: number;
  carNo: string;
  shipperName: string;
  enterpriseId: string;
  loadingStartMs: number;
  loadingEndMs: number;
  unloadingMs: number | null;
  /** Fen paid to the driver. */
  freight: number;
  contractId: string;
  createMs: number;
}

export interface WaybillTables {
  waybills: WaybillRecord[];
  /** Waybills created so far (ids `WB<n>`, numbers `YD<day><n>`). */
  counter: number;
}

export const waybillArea = areaKey<WaybillTables>('waybill');
