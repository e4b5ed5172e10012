/** The drivers' waybills (created by a grab in the supply area), by id. Times in ms (supply/clock.ts). */
import type { Wallet } from '@/lib/bridge/protocol';
import type { Contact } from '@/lib/contract/supply/load';
import type { WaybillSummary } from '@/lib/contract/waybill/waybills';
import type { TripEventType, TripFence, TripPhotos } from '@/lib/contract/waybill/trip';
import type { Deduction } from '@/lib/domain/settlement';
import { areaKey } from '../../slice';

declare module '../../slice' {
  interface SandboxEvents {
    /** A waybill's receipt was approved: it is `done` (trip-rules.ts approveReceipt). */
    waybillDone: WaybillRecord;
  }
}

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
  | 'contractId'
>;

export interface WaybillRecord extends Shown {
  /**
   * Fen: the agreed freight (运费总额, the quote's `freight`). What the driver sees as `freight` —
   * the receivable — is settleFreight of it (waybill/records.ts settlementOf), never stored.
   */
  freightTotal: number;
  /** Taken from the freight besides the 信息服务费 (油费抵扣 …); none when absent. */
  deductions?: Deduction[];
  appUserId: string;
  enterpriseId: string;
  loadingStartMs: number;
  loadingEndMs: number;
  unloadingMs: number | null;
  createMs: number;
}

export interface PremiumOrderRecord {
  orderNo: string;
  wallet: Wallet;
  createMs: number;
  state: 'open' | 'paid' | 'closed';
}

export interface PremiumRecord {
  /** Fen. */
  amount: number;
  paidMs: number | null;
  wallet: Wallet | null;
  /** The latest order (an earlier one is closed when a new one is made). */
  order: PremiumOrderRecord | null;
}

/**
 * The trip facts of a waybill (waybill/trip-record.ts builds one on first use, from the waybill
 * and, for a grabbed one, its source). Times in ms; trail points `[lng, lat, ms]`.
 */
export interface TripRecord {
  goodsType: string;
  packing: string;
  /** Fen per unit. */
  unitPrice: number;
  loadedQuantity: number | null;
  unloadedQuantity: number | null;
  departedMs: number | null;
  arrivedMs: number | null;
  receiptMs: number | null;
  premium: PremiumRecord | null;
  loadingFence: TripFence | null;
  unloadingFence: TripFence | null;
  photos: TripPhotos;
  receiptPending: boolean;
  receiptRejectReason: string | null;
  events: { type: TripEventType; ms: number; text: string }[];
  trail: [number, number, number][];
  contacts: { shipper: Contact; loading: Contact; unloading: Contact };
  /** Set by the evaluate call (after-sales): the next action is then none. */
  evaluated: boolean;
}

export interface WaybillTables {
  waybills: WaybillRecord[];
  /** Waybill id → its trip facts, made on first use (trip-record.ts). */
  trips: Record<string, TripRecord>;
  /** Waybills created so far (ids `WB<n>`, numbers `YD<day><n>`). */
  counter: number;
  /** Premium payment orders made so far (`BF<day><n>`). */
  orders: number;
}

export const waybillArea = areaKey<WaybillTables>('waybill/waybills');
