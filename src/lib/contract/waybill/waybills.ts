/**
 * The driver's waybills (sdc wayBillDriver/, §2.4, §7.3). A waybill is a load the driver has taken
 * (supply's grab creates it). The spec names no list call; the paths and fields here are this
 * project's design (docs/api-contract.md, "Waybills"). Money in fen; times `YYYY-MM-DD HH:mm:ss`.
 */
import { endpoint, type Empty, type Reads } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';
import type { ContractStatus } from '../supply/e-contract';
import type { Place, QuantityUnit, SourceKind } from '../supply/market';
import type {
  FenceCheckRequest,
  LoadRequest,
  PremiumOrder,
  PremiumOrderRequest,
  PremiumStatus,
  ReceiptRequest,
  Trail,
  UnloadRequest,
  WaybillDetail,
  WaybillFenceCheck,
} from './trip';

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
  /** Every fact of the load, its photos, timeline and what comes next (trip.ts). */
  getDetail: endpoint<{ id: string }, WaybillDetail>('sdc', 'wayBillDriver/getDetail'),
  /** Departure (发车): toLoad → inTransit, inside the loading fence, premium paid. Idempotency-Key. */
  load: endpoint<LoadRequest, WaybillDetail>('sdc', 'wayBillDriver/load', {
    changes: stepReads,
    idempotent: true,
  }),
  /** Arrival: inTransit → toReceipt, inside the unloading fence. Idempotency-Key. */
  unload: endpoint<UnloadRequest, WaybillDetail>('sdc', 'wayBillDriver/unload', {
    changes: stepReads,
    idempotent: true,
  }),
  /** The receipt, to the shipper's approval (receiptPending). Idempotency-Key. */
  uploadReceipt: endpoint<ReceiptRequest, WaybillDetail>('sdc', 'wayBillDriver/uploadReceipt', {
    changes: (): Reads => [waybill.getDetail, waybill.listPage, waybill.countByStatus],
    idempotent: true,
  }),
  /**
   * An order for the insurance premium, paid through the bridge's `pay`; refused like the
   * departure it pays for (checkFence's `refusal`). Idempotency-Key.
   */
  createPremiumPayment: endpoint<PremiumOrderRequest, PremiumOrder>(
    'sdc',
    'wayBillDriver/createPremiumPayment',
    { changes: premiumReads, idempotent: true },
  ),
  /** The wallet answered success: the server verifies the order with the wallet. Idempotency-Key. */
  confirmPremiumPayment: endpoint<{ id: string; orderNo: string }, PremiumStatus>(
    'sdc',
    'wayBillDriver/confirmPremiumPayment',
    { changes: premiumReads, idempotent: true },
  ),
  /** The wallet answered cancel or failure: the order is closed (a new one may be made). */
  closePremiumPayment: endpoint<
    { id: string; orderNo: string; reason: 'cancel' | 'fail' },
    PremiumStatus
  >('sdc', 'wayBillDriver/closePremiumPayment', {
    changes: premiumReads,
    idempotent: true,
  }),
  getPremiumStatus: endpoint<{ id: string }, PremiumStatus>(
    'sdc',
    'wayBillDriver/getPremiumStatus',
  ),
  getTrail: endpoint<{ id: string }, Trail>('sdc', 'wayBillDriver/getTrail'),
  /** Is the driver inside the loading or unloading fence (position as in supply's fence check)? */
  checkFence: endpoint<FenceCheckRequest, WaybillFenceCheck>('sdc', 'wayBillDriver/checkFence'),
} as const;

/** What a trip step changes: the waybill, the list, the counts, the trail. */
function stepReads(): Reads {
  return [waybill.getDetail, waybill.listPage, waybill.countByStatus, waybill.getTrail];
}

/** What the premium's payment changes: its status and the waybill. */
function premiumReads(): Reads {
  return [waybill.getPremiumStatus, waybill.getDetail];
}
