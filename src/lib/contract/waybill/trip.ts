/**
 * The trip of one waybill (sdc wayBillDriver/, §2.4, §3, §9): its detail, departure (load), arrival
 * (unload), receipt, the insurance premium paid through a native wallet, the fence checks and the
 * recorded trail: the endpoints and their types (the list and its counts are in `waybills.ts`).
 * Project's design (docs/api-contract.md, "Waybills"). Money in fen; times `YYYY-MM-DD HH:mm:ss`.
 */
import type { Wallet } from '../../bridge/protocol';
import { endpoint, type Reads } from '../endpoint';
import type { Contact } from '../supply/load';
import { waybill, type WaybillSummary } from './waybills';

/** What the server says the driver does next: pay the premium, depart, arrive, hand in the receipt, evaluate. */
export type TripAction = 'pay' | 'load' | 'unload' | 'receipt' | 'evaluate';

export type PhotoKind = 'departure' | 'arrival' | 'receipt';

/** A photo as the app sends it: the upload's paths (§3) and the watermark facts of the moment it was taken. */
export interface TripPhotoInput {
  /** `fullFilePath` of the upload. */
  url: string;
  /** `fullFileWatermarkPath`; null when the watermark was not drawn (iOS draws it by a second call). */
  watermarkUrl: string | null;
  /** When the photo was taken (kept offline until sent). */
  takenAt: string;
  /** Where it was taken (the watermark's location line). */
  longitude?: number;
  latitude?: number;
  address?: string;
}

/** A photo the platform holds: accepted, or rejected by the shipper or platform with a reason (repairCard). */
export interface TripPhoto {
  url: string;
  watermarkUrl: string | null;
  takenAt: string;
  state: 'accepted' | 'rejected';
  rejectReason: string | null;
}

export interface TripPhotos {
  departure: TripPhoto[];
  arrival: TripPhoto[];
  receipt: TripPhoto[];
}

/** An electronic fence around a loading or unloading point. */
export interface TripFence {
  longitude: number;
  latitude: number;
  radiusM: number;
  name: string;
}

export interface Premium {
  /** Fen: the insurance premium the driver pays before departure. */
  amount: number;
  paid: boolean;
  paidAt: string | null;
  wallet: Wallet | null;
}

export type TripEventType =
  | 'created'
  | 'premiumPaid'
  | 'premiumClosed'
  | 'departed'
  | 'arrived'
  | 'receiptUploaded'
  | 'receiptApproved'
  | 'receiptRejected'
  | 'photoRejected'
  | 'cancelled'
  | 'status';

export interface TripEvent {
  type: TripEventType;
  time: string;
  /** What the timeline shows, e.g. 已发车，装货 32.5吨. */
  text: string;
}

export interface FreightDetail {
  /** Fen per unit. */
  unitPrice: number;
  /** Fen: quantity × unitPrice. */
  total: number;
  /** Fen, each named (信息服务费, 亏吨扣款 …). */
  deductions: { name: string; amount: number }[];
  /** Fen: total − deductions; equals the summary's `freight`. */
  payable: number;
}

/** Which after-sales actions the waybill allows now. */
export interface AfterSalesOpen {
  cancel: boolean;
  complaint: boolean;
  evaluate: boolean;
  abnormal: boolean;
  returnTrip: boolean;
  freightChange: boolean;
  repairCard: boolean;
  changeCaptain: boolean;
}

export interface WaybillDetail extends WaybillSummary {
  goodsType: string;
  packing: string;
  /** Known once departed / arrived. */
  loadedQuantity: number | null;
  unloadedQuantity: number | null;
  vehicle: { carNo: string; vehicleType: string; loadWeight: number };
  driver: { name: string; phoneMasked: string };
  shipperContact: Contact;
  loadingContact: Contact;
  unloadingContact: Contact;
  departedAt: string | null;
  arrivedAt: string | null;
  receiptAt: string | null;
  freightDetail: FreightDetail;
  premium: Premium | null;
  loadingFence: TripFence | null;
  unloadingFence: TripFence | null;
  photos: TripPhotos;
  /** A receipt is handed in and waits for the shipper (status stays toReceipt). */
  receiptPending: boolean;
  /** Why the last receipt was rejected (cleared by the next upload). */
  receiptRejectReason: string | null;
  /** Oldest first. */
  timeline: TripEvent[];
  nextAction: TripAction | null;
  afterSales: AfterSalesOpen;
}

interface Fix {
  /** A fresh fix; both or neither. Without them the server reads the location headers. */
  longitude?: number;
  latitude?: number;
}

/**
 * An order for the premium, from where the truck is: the platform makes none for a departure it
 * would refuse there and then (the fence, the loading window …), so nothing is charged for it.
 */
export interface PremiumOrderRequest extends Fix {
  id: string;
  wallet: Wallet;
}

export interface LoadRequest extends Fix {
  id: string;
  photos: TripPhotoInput[];
  loadedQuantity: number;
}

export interface UnloadRequest extends Fix {
  id: string;
  photos: TripPhotoInput[];
  unloadedQuantity: number;
}

export interface ReceiptRequest {
  id: string;
  photos: TripPhotoInput[];
}

/** The order the bridge's `pay` takes (orderInfo is the signed order string). */
export interface PremiumOrder {
  orderNo: string;
  orderInfo: string;
  wallet: Wallet;
  amount: number;
  expiresAt: string;
}

export interface PremiumStatus {
  amount: number;
  /** unpaid: no open order; paying: an order waits for the wallet; paid. */
  status: 'unpaid' | 'paying' | 'paid';
  orderNo: string | null;
  wallet: Wallet | null;
  paidAt: string | null;
}

export interface FenceCheckRequest extends Fix {
  id: string;
  point: 'loading' | 'unloading';
}

/**
 * Why the platform refuses a departure (loading) or an arrival (unloading) here and now: the first
 * rule that does, in the order state, contract, vehicle, position, fence, loading window (those
 * three departure only).
 */
export interface StepRefusal {
  rule: 'status' | 'contract' | 'vehicle' | 'location' | 'fence' | 'window';
  /** What the platform says, e.g. 当前位置距装货地 897.8 公里，请到达装货地后再发车. */
  message: string;
}

export interface WaybillFenceCheck {
  /** The point has a fence. Without one, `inside` is true. */
  fenced: boolean;
  inside: boolean;
  /** Metres from the driver to the point. */
  distanceM: number;
  radiusM: number;
  fenceName: string;
  /**
   * The platform's verdict on the step at this point from this position now (the premium aside):
   * null when it would be accepted. Asked before the premium is paid and before the step is sent.
   */
  refusal: StepRefusal | null;
}

export interface Trail {
  /** [longitude, latitude, time], oldest first, recorded while in transit. */
  points: [number, number, string][];
  origin: { longitude: number; latitude: number };
  destination: { longitude: number; latitude: number };
  /** The planned route. */
  plannedKm: number;
  plannedHours: number;
}

export const waybillTrip = {
  /** Every fact of the load, its photos, timeline and what comes next. */
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
    changes: (): Reads => [waybillTrip.getDetail, waybill.listPage, waybill.countByStatus],
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
  return [waybillTrip.getDetail, waybill.listPage, waybill.countByStatus, waybillTrip.getTrail];
}

/** What the premium's payment changes: its status and the waybill. */
function premiumReads(): Reads {
  return [waybillTrip.getPremiumStatus, waybillTrip.getDetail];
}
