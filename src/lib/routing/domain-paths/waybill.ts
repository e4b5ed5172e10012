/**
 * The waybill domain's paths: the list, a waybill's detail and trip, after-sales, changes and
 * freight changes (§2.4), and the two map screens of §2.6.
 */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import { appPath } from '../path-builder';

/** One waybill, by id. */
type WaybillQuery = { id: string };
type ComplaintQuery = { id: string };
type FreightChangeQuery = { id: string };
/** A point on the map: `lng`/`lat`, with a name and address to show. */
type PointQuery = { lng: string; lat: string; name?: string; address?: string };
/** The fence of one waybill's loading or unloading point. */
type FenceQuery = { id: string; point: 'loading' | 'unloading' };

export const waybillPaths = {
  /** The Waybill tab; `status` opens one state's list. */
  waybill: appPath<'/waybill', { status?: WaybillStatus }>('/waybill'),
  waybillSearch: appPath<'/waybill/search', { keyword?: string }>('/waybill/search'),
  /** A whole-vehicle (整车) waybill. */
  waybillDetailWhole: appPath<'/waybill/detailWhole', WaybillQuery>('/waybill/detailWhole'),
  /** A bulk (大宗) waybill. */
  waybillDetailBulk: appPath<'/waybill/detailBulk', WaybillQuery>('/waybill/detailBulk'),
  waybillContract: appPath<'/waybill/contract', WaybillQuery>('/waybill/contract'),
  waybillTrail: appPath<'/waybill/detail/trail', WaybillQuery>('/waybill/detail/trail'),
  waybillAgreement: appPath<'/waybill/waybillagreement', WaybillQuery>('/waybill/waybillagreement'),
  waybillSupplementAgreement: appPath<'/waybill/supplementagreement', WaybillQuery>(
    '/waybill/supplementagreement',
  ),
  /** Departure: photos, quantity, fence, premium. */
  waybillLoad: appPath<'/waybill/load', WaybillQuery>('/waybill/load'),
  waybillLoadCompleted: appPath<'/waybill/loadcompleted', WaybillQuery>('/waybill/loadcompleted'),
  /** Arrival. */
  waybillUnload: appPath<'/waybill/unload', WaybillQuery>('/waybill/unload'),
  waybillUploadReceipt: appPath<'/waybill/uploadreceipt', WaybillQuery>('/waybill/uploadreceipt'),
  waybillReceiptSuccess: appPath<'/waybill/uploadreceipt/success', WaybillQuery>(
    '/waybill/uploadreceipt/success',
  ),
  waybillEvaluate: appPath<'/waybill/evaluate', WaybillQuery>('/waybill/evaluate'),
  waybillEvaluateSuccess: appPath<'/waybill/evaluate/success', WaybillQuery>(
    '/waybill/evaluate/success',
  ),
  waybillCancel: appPath<'/waybill/waybillcancel', WaybillQuery>('/waybill/waybillcancel'),
  waybillAbnormal: appPath<'/waybill/abnormal', WaybillQuery>('/waybill/abnormal'),
  waybillAbnormalSuccess: appPath<'/waybill/abnormal/success', WaybillQuery>(
    '/waybill/abnormal/success',
  ),
  /** Re-upload the photos the platform rejected. */
  waybillRepairCard: appPath<'/waybill/repairCard', WaybillQuery>('/waybill/repairCard'),
  /** Change the waybill's captain. */
  waybillChangeCard: appPath<'/waybill/changeCard', WaybillQuery>('/waybill/changeCard'),
  /** The complaint list (the Me grid's 投诉列表). */
  complaintList: appPath('/waybill/complaint'),
  complaintAdd: appPath<'/waybill/complaint/add', { waybillId: string }>('/waybill/complaint/add'),
  complaintUpdate: appPath<'/waybill/complaint/update', ComplaintQuery>(
    '/waybill/complaint/update',
  ),
  complaintInfo: appPath<'/waybill/complaint/info', ComplaintQuery>('/waybill/complaint/info'),
  complaintSuccess: appPath<'/waybill/complaint/success', ComplaintQuery>(
    '/waybill/complaint/success',
  ),
  freightChangeList: appPath<'/waybill/freight/freightchangelist', { waybillId?: string }>(
    '/waybill/freight/freightchangelist',
  ),
  freightChangeSearch: appPath<'/waybill/freight/search', { keyword?: string }>(
    '/waybill/freight/search',
  ),
  /** A whole-vehicle waybill's freight change. */
  freightChangeDetails: appPath<'/waybill/freight/details', FreightChangeQuery>(
    '/waybill/freight/details',
  ),
  /** A bulk waybill's freight change. */
  freightChangeBulkDetails: appPath<'/waybill/freight/dazongdetails', FreightChangeQuery>(
    '/waybill/freight/dazongdetails',
  ),
  freightChangeDisagree: appPath<'/waybill/freight/disagree', FreightChangeQuery>(
    '/waybill/freight/disagree',
  ),
  returnTripList: appPath('/waybill/returntrip/list'),
  returnTripAdd: appPath('/waybill/returntrip/add'),
  /** A point on the map (§2.6; the spec's spelling). */
  toLocation: appPath<'/toLoacation', PointQuery>('/toLoacation'),
  /** A waybill's fence and where the truck is (§2.6). */
  toGeofence: appPath<'/toGeofence', FenceQuery>('/toGeofence'),
} as const;
