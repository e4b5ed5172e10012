/**
 * After-sales records of the drivers' waybills: complaints, freight changes, evaluations, return
 * trips, abnormal reports, captain-change bills and the accounts freight is paid to. Times are ms
 * on the sandbox clock once anchored (records.ts); the seeded rows hold offsets until then.
 */
import type { ComplaintState, FreightChangeState } from '@/lib/contract/waybill/after-sales';
import { areaKey } from '../../slice';

export interface ComplaintRecord {
  id: string;
  complaintNo: string;
  appUserId: string;
  waybillId: string;
  type: string;
  content: string;
  photos: string[];
  phone: string;
  state: ComplaintState;
  reply: string | null;
  replyMs: number | null;
  createMs: number;
  updateMs: number;
}

export interface FreightChangeRecord {
  id: string;
  changeNo: string;
  waybillId: string;
  oldFreight: number;
  newFreight: number;
  reason: string;
  appliedBy: string;
  applyMs: number;
  state: FreightChangeState;
  disagreeReason: string | null;
  handledMs: number | null;
}

export interface EvaluationRecord {
  waybillId: string;
  appUserId: string;
  stars: number;
  tags: string[];
  comment: string;
  createMs: number;
}

export interface ReturnTripRecord {
  id: string;
  appUserId: string;
  fromCode: string;
  toCode: string;
  /** Midnight (China time) of the day. */
  dateMs: number;
  carNo: string;
  remark: string;
  createMs: number;
}

export interface AbnormalRecord {
  id: string;
  reportNo: string;
  appUserId: string;
  waybillId: string;
  type: string;
  description: string;
  photos: string[];
  longitude: number;
  latitude: number;
  address: string;
  reportMs: number;
}

export interface CaptainBillRecord {
  billId: string;
  waybillId: string;
  oldCaptainId: string | null;
  newCaptainId: string | null;
  state: 'draft' | 'sent' | 'signed';
  signedMs: number | null;
}

export interface AccountRecord {
  accountName: string;
  bankName: string;
  cardNo: string;
  updateMs: number;
}

export interface AfterSalesTables {
  complaints: ComplaintRecord[];
  freightChanges: FreightChangeRecord[];
  evaluations: EvaluationRecord[];
  returnTrips: ReturnTripRecord[];
  abnormals: AbnormalRecord[];
  captainBills: CaptainBillRecord[];
  /** Waybill id → the captain (appUserId) it runs under after a signed change. */
  captains: Record<string, string>;
  /** Waybill id → the account its freight is paid to. */
  accounts: Record<string, AccountRecord>;
  /** The sandbox hour the seeded offsets count from; null until first read. */
  anchorMs: number | null;
  counters: {
    complaint: number;
    freightChange: number;
    returnTrip: number;
    abnormal: number;
    captainBill: number;
  };
}

export const afterSalesArea = areaKey<AfterSalesTables>('waybill/after-sales');
