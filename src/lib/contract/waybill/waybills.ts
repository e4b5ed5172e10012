/**
 * The driver's waybills (sdc wayBillDriver/, §2.4, §7.3). A waybill is a load the driver has taken
 * (supply's grab creates it). Here: the list and its counts; one waybill's detail and trip are in
 * `trip.ts`. The spec names no list call; the paths and fields here are this project's design
 * (docs/api-contract.md, "Waybills"). Money in fen; times `YYYY-MM-DD HH:mm:ss`.
 */
import { endpoint, type Empty } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';
import type { ContractStatus, Place, QuantityUnit, SourceKind } from '../supply/load';

/** 待装货, 运输中, 待回单, 已完成, 已取消. */
export type WaybillStatus = 'toLoad' | 'inTransit' | 'toReceipt' | 'done' | 'cancelled';

export interface WaybillSummary {
  id: string;
  /** 运单号, e.g. `YD202611250001`. */
  waybillNo: string;
  kind: SourceKind;
  sourceId: string;
  status: WaybillStatus;
  origin: Place;
  destination: Place;
  distanceKm: number;
  goodsName: string;
  unit: QuantityUnit;
  /** What this truck carries. */
  quantity: number;
  carNo: string;
  shipperName: string;
  loadingStart: string;
  loadingEnd: string;
  unloadingTime: string | null;
  /** Fen: what the driver is paid for this waybill. */
  freight: number;
  contractId: string;
  contractStatus: ContractStatus;
  createTime: string;
}

export interface WaybillListQuery extends PageQuery {
  /** None: every state. */
  status?: WaybillStatus;
  /** Waybill number, plate or goods name (maxlength 20). */
  keyword?: string;
  /** The driver's waybills of one source (after a grab timed out: was it taken?). */
  sourceId?: string;
}

export type WaybillCounts = Record<WaybillStatus, number>;

export const waybill = {
  /** Newest first. */
  listPage: endpoint<WaybillListQuery, ServerPage<WaybillSummary>>('sdc', 'wayBillDriver/listPage'),
  countByStatus: endpoint<Empty, WaybillCounts>('sdc', 'wayBillDriver/countByStatus'),
} as const;
