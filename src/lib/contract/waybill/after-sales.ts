/**
 * What comes after (or goes wrong during) a waybill (§2.4 complaint, freight, evaluate,
 * waybillcancel, returntrip, abnormal, repairCard, changeCard; §7.3 billFreightChangeApplicationDMC/,
 * billCaptainChangeApplication/, wayBillDriver/upWaybillAccount). The spec names a few calls and no
 * fields: the rest is this project's design of a real freight platform (docs/api-contract.md,
 * "Waybill after-sales"). Money in fen; times `YYYY-MM-DD HH:mm:ss`; dates `YYYY-MM-DD`. Every
 * write is sent with an Idempotency-Key.
 */
import { endpoint, type Empty, type Reads } from '../endpoint';
import { waybill } from './waybills';
import { supply } from '../supply/market';
import { eContract } from '../supply/e-contract';
import type { PageQuery, ServerPage } from '../envelope';
import type { SourceKind } from '../supply/load';
import { waybillTrip, type PhotoKind } from './trip';

/** An option of a fixed list (cancel reasons, abnormal types). */
export interface Option {
  label: string;
  value: string;
}

export interface WaybillRef {
  waybillId: string;
}

// ---- Complaint (投诉) ----------------------------------------------------------------------

/** 待处理 (the platform has not looked yet), 处理中, 已处理 (with the platform's reply). */
export type ComplaintState = 'pending' | 'processing' | 'resolved';

export interface ComplaintInput {
  waybillId: string;
  /** A value of the `complaintType` dictionary. */
  type: string;
  /** At most 200 characters. */
  content: string;
  /** Uploaded paths (fullFilePath), at most 9. */
  photos: string[];
  /** The contact number the platform calls back. */
  phone: string;
}

export interface Complaint {
  id: string;
  /** 投诉编号, e.g. `TS202611220001`. */
  complaintNo: string;
  waybillId: string;
  waybillNo: string;
  type: string;
  typeName: string;
  content: string;
  photos: string[];
  phone: string;
  state: ComplaintState;
  /** The platform's answer (处理中: what it is doing; 已处理: the outcome); null before. */
  reply: string | null;
  replyTime: string | null;
  createTime: string;
  updateTime: string;
}

export interface ComplaintListQuery extends PageQuery {
  state?: ComplaintState;
}

// ---- Freight change (运费变更) --------------------------------------------------------------

/** pending: waits for the driver; agreed: the waybill's freight is the new one; disagreed. */
export type FreightChangeState = 'pending' | 'agreed' | 'disagreed';

export interface FreightChange {
  id: string;
  /** 变更单号, e.g. `YF202611220001`. */
  changeNo: string;
  waybillId: string;
  waybillNo: string;
  /** 整车 (details) or 大宗 (dazongdetails). */
  kind: SourceKind;
  goodsName: string;
  /** 起点城市 → 终点城市, e.g. `太原市 → 石家庄市`. */
  route: string;
  /** Fen. */
  oldFreight: number;
  newFreight: number;
  reason: string;
  /** Who applied: the shipper enterprise and its person. */
  appliedBy: string;
  applyTime: string;
  state: FreightChangeState;
  disagreeReason: string | null;
  handledTime: string | null;
}

export interface FreightChangeDetail extends FreightChange {
  carNo: string;
  shipperName: string;
}

/** A 大宗 change also shows the quantity and the unit prices it comes from. */
export interface BulkFreightChangeDetail extends FreightChangeDetail {
  unit: 'ton' | 'cubic';
  quantity: number;
  /** Fen per unit. */
  oldUnitPrice: number;
  newUnitPrice: number;
}

export interface FreightChangeListQuery extends PageQuery {
  /** Waybill number, change number or goods name (maxlength 20). */
  keyword?: string;
  state?: FreightChangeState;
}

export interface FreightChangePending {
  pending: boolean;
  /** The pending change, when there is one. */
  changeId: string | null;
}

// ---- Evaluate (评价) ---------------------------------------------------------------------

export interface EvaluateInput {
  waybillId: string;
  /** 1–5. */
  stars: number;
  /** Chosen from getEvaluateTags. */
  tags: string[];
  /** At most 100 characters; may be empty. */
  comment?: string;
}

export interface Evaluation {
  waybillId: string;
  stars: number;
  tags: string[];
  comment: string;
  createTime: string;
}

// ---- Cancel --------------------------------------------------------------------------------

export interface CancelInput {
  waybillId: string;
  /** A value of getCancelReasons. */
  reason: string;
  /** Required with 其他; at most 100 characters. */
  remark?: string;
}

export interface CancelResult {
  waybillId: string;
  waybillNo: string;
  status: 'cancelled';
  cancelTime: string;
}

// ---- Return trip (回程) --------------------------------------------------------------------

export interface ReturnTripInput {
  /** Province, city or district code. */
  fromCode: string;
  toCode: string;
  /** `YYYY-MM-DD`, today to 30 days ahead. */
  date: string;
  carNo: string;
  /** At most 100 characters. */
  remark?: string;
}

/** open: the platform may offer loads for it; expired: its day has passed. */
export type ReturnTripState = 'open' | 'expired';

export interface ReturnTrip {
  id: string;
  fromCode: string;
  /** 省 市 区 names joined by spaces (as far as the code goes). */
  fromName: string;
  toCode: string;
  toName: string;
  date: string;
  carNo: string;
  remark: string;
  state: ReturnTripState;
  createTime: string;
}

// ---- Abnormal (异常上报) ------------------------------------------------------------------

export interface AbnormalInput {
  waybillId: string;
  /** A value of getAbnormalTypes. */
  type: string;
  /** At most 200 characters. */
  description: string;
  /** Uploaded paths, at most 9. */
  photos: string[];
  longitude: number;
  latitude: number;
  address: string;
}

export interface AbnormalReport {
  id: string;
  /** 异常编号, e.g. `YC202611220001`. */
  reportNo: string;
  waybillId: string;
  waybillNo: string;
  type: string;
  typeName: string;
  description: string;
  photos: string[];
  longitude: number;
  latitude: number;
  address: string;
  reportTime: string;
}

// ---- Repair card (照片补传) -----------------------------------------------------------------

/** A photo the shipper or platform rejected; `photoId` is `<kind>-<n>` (n from 1). */
export interface RejectedPhoto {
  photoId: string;
  kind: PhotoKind;
  url: string;
  watermarkUrl: string | null;
  takenAt: string;
  rejectReason: string;
}

export interface PhotoReplacement {
  photoId: string;
  /** fullFilePath of the new upload. */
  url: string;
  watermarkUrl?: string | null;
  /** When the new photo was taken; default: now. */
  takenAt?: string;
}

export interface RepairInput {
  waybillId: string;
  replacements: PhotoReplacement[];
}

export interface RepairResult {
  /** How many photos were replaced. */
  replaced: number;
  /** Rejected photos still to replace. */
  remaining: RejectedPhoto[];
}

// ---- Captain change (更换车队长) -----------------------------------------------------------

export interface CaptainRef {
  carCaptainId: string;
  name: string;
  mobileMasked: string;
}

/** draft: no new captain chosen; sent: a code is texted to the driver; signed: in force. */
export type CaptainChangeState = 'draft' | 'sent' | 'signed';

export interface CaptainChangeBill {
  billId: string;
  waybillId: string;
  waybillNo: string;
  oldCaptain: CaptainRef | null;
  newCaptain: CaptainRef | null;
  state: CaptainChangeState;
  /** The driver's masked mobile the code goes to. */
  mobileMasked: string;
  signedTime: string | null;
}

// ---- The account the freight is paid to ---------------------------------------------------

export interface WaybillAccountEntry {
  waybillId: string;
  /** The driver himself or his bound captain (real name). */
  accountName: string;
  bankName: string;
  /** 16–19 digits. */
  cardNo: string;
}

/** One of the collection accounts the waybill may be paid to (collectionAccount.listForWaybill), by id. */
export interface WaybillAccountChoice {
  waybillId: string;
  collectionAccountId: string;
}

/** Typed in by hand (changeCard) or chosen among the collection accounts (/collectionaccount/orderAdd). */
export type WaybillAccountInput = WaybillAccountEntry | WaybillAccountChoice;

export interface WaybillAccount {
  waybillId: string;
  accountName: string;
  bankName: string;
  /** First 4 and last 4 digits. */
  cardNoMasked: string;
  updateTime: string;
}

export const waybillAfterSales = {
  addComplaint: endpoint<ComplaintInput, Complaint>('sdc', 'billComplaint/add', {
    changes: complaintReads,
    idempotent: true,
  }),
  /** Only while 待处理. */
  updateComplaint: endpoint<ComplaintInput & { id: string }, Complaint>(
    'sdc',
    'billComplaint/update',
    {
      changes: complaintReads,
      idempotent: true,
    },
  ),
  complaintInfo: endpoint<{ id: string }, Complaint>('sdc', 'billComplaint/info'),
  /** The driver's complaints, newest first (the Me grid's 投诉列表). */
  complaintListPage: endpoint<ComplaintListQuery, ServerPage<Complaint>>(
    'sdc',
    'billComplaint/listPage',
  ),

  isFreightChange: endpoint<WaybillRef, FreightChangePending>(
    'sdc',
    'billFreightChangeApplicationDMC/isFreightChange',
  ),
  /** Pending first, then newest first. */
  freightChangeListPage: endpoint<FreightChangeListQuery, ServerPage<FreightChange>>(
    'sdc',
    'billFreightChangeApplicationDMC/listPage',
  ),
  /** A 整车 change. */
  freightChangeDetails: endpoint<{ id: string }, FreightChangeDetail>(
    'sdc',
    'billFreightChangeApplicationDMC/details',
  ),
  /** A 大宗 change. */
  freightChangeDazongDetails: endpoint<{ id: string }, BulkFreightChangeDetail>(
    'sdc',
    'billFreightChangeApplicationDMC/dazongdetails',
  ),
  agreeFreightChange: endpoint<{ id: string }, FreightChangeDetail>(
    'sdc',
    'billFreightChangeApplicationDMC/agree',
    {
      changes: freightReads,
      idempotent: true,
    },
  ),
  /** `reason` required, at most 100 characters. */
  disagreeFreightChange: endpoint<{ id: string; reason: string }, FreightChangeDetail>(
    'sdc',
    'billFreightChangeApplicationDMC/disagree',
    {
      changes: freightReads,
      idempotent: true,
    },
  ),

  getEvaluateTags: endpoint<Empty, string[]>('sdc', 'billEvaluate/getTags'),
  /** Once per waybill, only when done. */
  evaluate: endpoint<EvaluateInput, Evaluation>('sdc', 'billEvaluate/add', {
    changes: (): Reads => [waybillTrip.getDetail, waybill.listPage, waybill.countByStatus],
    idempotent: true,
  }),

  getCancelReasons: endpoint<Empty, Option[]>('sdc', 'wayBillDriver/getCancelReasons'),
  /** Only before departure (toLoad). */
  cancel: endpoint<CancelInput, CancelResult>('sdc', 'wayBillDriver/cancelWaybill', {
    changes: (): Reads => [
      waybillTrip.getDetail,
      waybill.listPage,
      waybill.countByStatus,
      supply.listPage,
      supply.listNearestToMePage,
      supply.getBulkDetail,
      supply.getWholeDetailForDriver,
      eContract.getContractContentKJAll,
    ],
    idempotent: true,
  }),

  returnTripListPage: endpoint<PageQuery, ServerPage<ReturnTrip>>('sdc', 'billReturnTrip/listPage'),
  addReturnTrip: endpoint<ReturnTripInput, ReturnTrip>('sdc', 'billReturnTrip/add', {
    changes: (): Reads => [waybillAfterSales.returnTripListPage, waybillTrip.getDetail],
    idempotent: true,
  }),

  getAbnormalTypes: endpoint<Empty, Option[]>('sdc', 'billAbnormal/getTypes'),
  reportAbnormal: endpoint<AbnormalInput, AbnormalReport>('sdc', 'billAbnormal/report', {
    changes: (): Reads => [waybillTrip.getDetail],
    idempotent: true,
  }),

  getRejectedPhotos: endpoint<WaybillRef, RejectedPhoto[]>(
    'sdc',
    'wayBillDriver/getRejectedPhotos',
  ),
  /** Replaces rejected photos only; the accepted ones stay. */
  repairPhotos: endpoint<RepairInput, RepairResult>('sdc', 'wayBillDriver/repairPhotos', {
    changes: (): Reads => [waybillAfterSales.getRejectedPhotos, waybillTrip.getDetail],
    idempotent: true,
  }),

  /** The waybill's open captain-change bill (made on first ask). */
  getCaptainChangeBillId: endpoint<WaybillRef, { billId: string }>(
    'sdc',
    'billCaptainChangeApplication/getCaptainChangeBillId',
    {
      changes: {
        none: 'opens the captain-change bill that signing completes; nothing is shown of it until then',
      },
    },
  ),
  /** Chooses the new captain and texts the driver a code (template `captainChange`). */
  modifyBillCaptain: endpoint<{ billId: string; captainId: string }, CaptainChangeBill>(
    'sdc',
    'billCaptainChangeApplication/modifyBillCaptain',
    {
      changes: {
        none: 'names the new captain and texts the signing code; the waybill changes only once signed',
      },
      idempotent: true,
    },
  ),
  /** `billId` and the code in the query string (§7.3 "query billId"). */
  verifySmsAndSign: endpoint<{ billId: string; code: string }, CaptainChangeBill>(
    'sdc',
    'billCaptainChangeApplication/verifySmsAndSign',
    {
      changes: (): Reads => [waybillTrip.getDetail, waybill.listPage, waybill.countByStatus],
      idempotent: true,
      encoding: 'query',
    },
  ),

  getWaybillAccount: endpoint<WaybillRef, WaybillAccount | null>(
    'sdc',
    'wayBillDriver/getWaybillAccount',
  ),
  upWaybillAccount: endpoint<WaybillAccountInput, WaybillAccount>(
    'sdc',
    'wayBillDriver/upWaybillAccount',
    {
      changes: (): Reads => [waybillAfterSales.getWaybillAccount, waybillTrip.getDetail],
      idempotent: true,
    },
  ),
} as const;

/** What a complaint changes: the complaints and the waybill. */
function complaintReads(): Reads {
  return [
    waybillAfterSales.complaintListPage,
    waybillAfterSales.complaintInfo,
    waybillTrip.getDetail,
    waybill.listPage,
    waybill.countByStatus,
  ];
}

/** What answering a freight change changes: the change, its lists, the waybill's freight. */
function freightReads(): Reads {
  return [
    waybillAfterSales.freightChangeListPage,
    waybillAfterSales.freightChangeDetails,
    waybillAfterSales.freightChangeDazongDetails,
    waybillAfterSales.isFreightChange,
    waybillTrip.getDetail,
    waybill.listPage,
  ];
}
