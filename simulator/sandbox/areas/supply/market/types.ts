/**
 * The freight market: sources (货源), the enterprises publishing them and the e-sign delegations
 * drivers signed. Times are ms on the sandbox clock once the market is anchored (clock.ts); the
 * seeded records hold offsets from the anchor until then.
 */
import type {
  Contact,
  Place,
  QuantityUnit,
  SourceKind,
  SourceStatus,
} from '@/lib/contract/supply/market';
import { areaKey } from '../../slice';

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
