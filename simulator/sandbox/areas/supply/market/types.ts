/**
 * The freight market: sources (货源), the enterprises publishing them and the e-sign delegations
 * drivers signed. Times are ms on the sandbox clock once the market is anchored (clock.ts); the
 * seeded records hold offsets from the anchor until then.
 */
import type { SourceStatus } from '@/lib/contract/supply/market';
import type { Contact, Place, QuantityUnit, SourceKind } from '@/lib/contract/supply/load';
import type { WaybillStatus, WaybillSummary } from '@/lib/contract/waybill/waybills';
import type { WaybillSettlement } from '@/lib/domain/settlement';
import { areaKey } from '../../slice';

/**
 * A load a driver took from the market (a grab, or the seeded history), in the fields the waybill
 * area records it with: supply says what was taken, waybill keeps the record (waybills/types.ts).
 */
export type TakenLoad = Pick<
  WaybillSummary,
  | 'kind'
  | 'sourceId'
  | 'origin'
  | 'destination'
  | 'distanceKm'
  | 'goodsName'
  | 'unit'
  | 'quantity'
  | 'carNo'
  | 'shipperName'
  | 'contractId'
> & {
  appUserId: string;
  enterpriseId: string;
  loadingStartMs: number;
  loadingEndMs: number;
  unloadingMs: number | null;
  /** Fen: the agreed freight. */
  freightTotal: number;
};

/** A load of the seeded history (e-contract/seed-plan.ts), already numbered and in its state. */
export type SeededLoad = TakenLoad &
  Pick<WaybillSummary, 'id' | 'waybillNo' | 'status'> & { createMs: number };

/** What supply reads of a waybill: who holds it, its number, shipper and contract. */
export type WaybillRef = Pick<WaybillSummary, 'id' | 'waybillNo' | 'shipperName' | 'contractId'> & {
  appUserId: string;
  enterpriseId: string;
};

/** What a KJ contract's document prints of its waybill (e-contract/documents.ts). */
export type WaybillTerms = TakenLoad &
  Pick<WaybillSummary, 'waybillNo'> & {
    settlement: WaybillSettlement;
  };

// What supply asks of the waybill area above it (areas/slice.ts SandboxQueries); truckBusy is
// account/vehicle's (vehicle/types.ts).
declare module '../../slice' {
  interface SandboxEvents {
    /** The market's first read set its anchor (ms): seeded offsets become times (clock.ts). */
    marketAnchored: number;
  }
  interface SandboxQueries {
    /** A grab's load becomes a waybill (`toLoad`, numbered now); its id and number come back. */
    createWaybill: Query<TakenLoad, { id: string; waybillNo: string }>;
    /** The waybill's contract is this one (a grab, or a KJ contract made on demand). */
    attachContract: Query<{ waybillId: string; contractId: string }, void>;
    /** A waybill by id or number (trimmed; a number is taken as its text), or null. */
    findWaybill: Query<unknown, WaybillRef | null>;
    /** The terms of a contract's waybill, or null when it has none (read as stored, no anchoring). */
    waybillTerms: Query<string | null, WaybillTerms | null>;
    /** The waybills of a user as the client sees them (the market panel). */
    waybillsOfUser: Query<string | undefined, WaybillSummary[]>;
    /** Moves a waybill (by id or number) to a state, as the market panel does; null when unknown. */
    setWaybillStatus: Query<{ id: string; status: WaybillStatus }, WaybillSummary | null>;
  }
}

export interface SourceRecord {
  id: string;
  /** Sequence of the 货源编号 (`HY<publish day><seq>`). */
  seq: number;
  kind: SourceKind;
  status: SourceStatus;
  origin: Place;
  destination: Place;
  distanceKm: number;
  goodsName: string;
  goodsType: string;
  packing: string;
  unit: QuantityUnit;
  totalQuantity: number;
  remainingQuantity: number;
  minQuantity: number;
  vehicleLengths: string[];
  vehicleTypes: string[];
  loadingStartMs: number;
  loadingEndMs: number;
  unloadingMs: number | null;
  publishMs: number;
  /** Fen per unit. */
  unitPrice: number;
  /** Fen: a whole source's freight (bulk: computed from the remaining quantity). */
  wholeFreight: number;
  enterpriseId: string;
  enterpriseOnly: boolean;
  /** appUserId of the driver it is assigned to. */
  assignedTo: string | null;
  loadingContact: Contact;
  unloadingContact: Contact;
  lossAllowance: string;
  settlement: string;
  remark: string | null;
  needFence: boolean;
  fenceRadiusM: number;
  needDelegation: boolean;
  /** The clearly named sample whose documents carry a script (the client must sanitize). */
  unsafeHtml?: boolean;
}

export interface EnterpriseRecord {
  id: string;
  name: string;
  creditCode: string;
  cityName: string;
  shareCode: string;
  logoText: string;
}

export interface SupplyTables {
  sources: SourceRecord[];
  enterprises: EnterpriseRecord[];
  /** appUserId → enterprise ids whose delegation authority the driver signed. */
  delegations: Record<string, string[]>;
  /** `<appUserId>:<sourceId>` → when the driver was last found inside that source's fence. */
  fencePasses: Record<string, number>;
  /** The sandbox time the seeded offsets count from; null until the market is first read. */
  anchorMs: number | null;
  /** Source ids and sequence numbers handed out so far; virtual numbers given. */
  counters: { source: number; phone: number };
}

export const supplyArea = areaKey<SupplyTables>('supply/market');
