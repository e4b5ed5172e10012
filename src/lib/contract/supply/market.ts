/**
 * The freight market (sdc goodsResourceDriver/, billDriver/, wayBillDriver/, billOperate/,
 * billShipper/, billVerification/; §7.3). The spec names the calls but not their fields: the shapes
 * here are this project's design of a real freight platform (docs/api-contract.md, "Supply").
 * Money is integer fen; quantities are in the source's unit (吨 or 方) with at most 3 decimals;
 * distances in km with one decimal; times `YYYY-MM-DD HH:mm:ss` on the platform clock.
 */
import { endpoint, type Reads } from '../endpoint';
import { waybill } from '../waybill/waybills';
import { eContract } from './e-contract';
import type { PageQuery, ServerPage } from '../envelope';
import type { Contact, Place, QuantityUnit, SourceKind } from './load';

/** open: can be taken; full: nothing left (bulk) or taken (whole); closed: withdrawn by the shipper. */
export type SourceStatus = 'open' | 'full' | 'closed';

/** One source as the plaza's card shows it. */
export interface GoodsSource {
  id: string;
  /** 货源编号, e.g. `HY202611250001`. */
  sourceNo: string;
  kind: SourceKind;
  status: SourceStatus;
  origin: Place;
  destination: Place;
  /** Driving distance origin → destination. */
  distanceKm: number;
  goodsName: string;
  unit: QuantityUnit;
  /** The whole quantity published. */
  totalQuantity: number;
  /** Still to be taken (bulk); equals totalQuantity for an open whole source, 0 once taken. */
  remainingQuantity: number;
  /** Vehicle lengths accepted, metres as text (`13.0`, `17.5`); empty: any. */
  vehicleLengths: string[];
  /** Vehicle types accepted (dict `vehicleType` labels); empty: any. */
  vehicleTypes: string[];
  loadingStart: string;
  loadingEnd: string;
  /** Latest unloading time, when the shipper gives one. */
  unloadingTime: string | null;
  /** Fen per unit (bulk) — also given for whole sources, for comparison. */
  unitPrice: number;
  /** Fen: the whole load's freight (whole), or the remaining quantity's at unitPrice (bulk). */
  totalFreight: number;
  shipperName: string;
  enterpriseId: string;
  /** Only visible through the enterprise's own pages and to drivers it assigns. */
  enterpriseOnly: boolean;
  /** Assigned to the asking driver: he receives it (receive…AssignOrder) instead of grabbing. */
  assignedToMe: boolean;
  publishTime: string;
  /** Only in listNearestToMePage: straight-line km from the driver to the loading point. */
  distanceToMeKm?: number;
}

/** A source with everything its detail screen shows. */
export interface GoodsSourceDetail extends GoodsSource {
  /** 货物类型, e.g. 煤炭. */
  goodsType: string;
  /** 包装方式, e.g. 散装. */
  packing: string;
  loadingContact: Contact;
  unloadingContact: Contact;
  /** 合理损耗, e.g. `千分之三`. */
  lossAllowance: string;
  /** 结算方式, e.g. `按卸货量结算`. */
  settlement: string;
  remark: string | null;
  /** Grabbing needs the driver's position inside the loading point's fence. */
  needFence: boolean;
  /** Fence radius in metres (0 when needFence is false). */
  fenceRadiusM: number;
  /** Grabbing needs an e-sign delegation authority for this shipper (createEsignDelegationAuthority). */
  needDelegation: boolean;
  /** The asking driver has already signed the delegation for this shipper. */
  delegationSigned: boolean;
  /** Smallest quantity one truck may take (bulk); the whole quantity for whole sources. */
  minQuantity: number;
}

export interface SourceListQuery extends PageQuery {
  kind: SourceKind;
  /** Province, city or district code: sources loading inside it. */
  originCode?: string;
  destinationCode?: string;
  /** One of the accepted lengths (`17.5`). */
  vehicleLength?: string;
  vehicleType?: string;
  /** `YYYY-MM-DD`: sources whose loading window covers the day. */
  loadingDate?: string;
  /** One enterprise's sources (its public pages; readable without login). */
  enterpriseId?: string;
  /** Sources a vehicle of the driver can carry (type and load) or that are assigned to it. */
  carNo?: string;
}

export interface NearestQuery extends PageQuery {
  kind?: SourceKind;
  longitude: number;
  latitude: number;
}

export interface Enterprise {
  id: string;
  name: string;
  /** 统一社会信用代码. */
  creditCode: string;
  cityName: string;
  /** Sources open now. */
  openSources: number;
  /** The code of its shareable page /supply/enterprise/:param. */
  shareCode: string;
  logoText: string;
}

export interface FenceQuery {
  id: string;
  /** A fresh fix; both or neither. Without them the server reads the location headers. */
  longitude?: number;
  latitude?: number;
}

export interface FenceCheck {
  inside: boolean;
  /** Metres from the driver to the loading point. */
  distanceM: number;
  radiusM: number;
  fenceName: string;
}

/** A vehicle of the driver for the grab's choice, with why it cannot be used. */
export interface VehicleChoice {
  carNo: string;
  vehicleType: string;
  /** Approved load in kg. */
  loadWeight: number;
  usable: boolean;
  /** Why not (uncertified, expired, wrong type, busy with waybill …); null when usable. */
  reason: string | null;
  isDefault: boolean;
}

export interface CrossOrderCheck {
  /** The vehicle may take this source. */
  allowed: boolean;
  reason: string | null;
  /** The unfinished waybill in the way. */
  waybillNo: string | null;
}

export interface DriverCarStatus {
  ok: boolean;
  /** What blocks the driver or the vehicle on the platform (e.g. blacklisted, car in review). */
  reason: string | null;
}

export interface FreightQuote {
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice, rounded to the fen. */
  freight: number;
  /** 信息服务费 the platform keeps. */
  serviceFee: number;
  /** What the driver is paid: freight − serviceFee. */
  payable: number;
}

export interface HtmlDocument {
  title: string;
  /** Server HTML: render through SafeHtml only. */
  html: string;
}

export interface GrabRequest {
  sourceId: string;
  carNo: string;
  /** Bulk only: how much this truck takes. */
  quantity?: number;
}

export interface GrabResult {
  waybillId: string;
  waybillNo: string;
  /** The waybill's transport contract, to sign before departure. */
  contractId: string;
}

export interface VirtualPhone {
  virtualNumber: string;
  /** The number works until then. */
  expiresAt: string;
}

export const supply = {
  listPage: endpoint<SourceListQuery, ServerPage<GoodsSource>>(
    'sdc',
    'goodsResourceDriver/listPage',
  ),
  listNearestToMePage: endpoint<NearestQuery, ServerPage<GoodsSource>>(
    'sdc',
    'goodsResourceDriver/listNearestToMePage',
  ),
  /** Plates of the driver's vehicles containing the keyword (maxlength 20), for the plaza search. */
  searchVehicleNumber: endpoint<{ keyword: string }, string[]>(
    'sdc',
    'goodsResourceDriver/searchVehicleNumber',
  ),
  /** Public read of a bulk source (enterprise pages, no login). */
  getGoodsResourceDetail: endpoint<{ id: string }, GoodsSourceDetail>(
    'sdc',
    'goodsResourceDriver/getGoodsResourceDetail',
  ),
  /** The logged-in driver's read of a bulk source (assignedToMe, delegationSigned filled). */
  getBulkDetail: endpoint<{ id: string }, GoodsSourceDetail>(
    'sdc',
    'goodsResourceDriver/getBulkDetail',
  ),
  /** Public read of a whole-vehicle source. */
  getWholeDetail: endpoint<{ id: string }, GoodsSourceDetail>(
    'sdc',
    'goodsResourceDriver/getWholeDetail',
  ),
  getWholeDetailForDriver: endpoint<{ id: string }, GoodsSourceDetail>(
    'sdc',
    'goodsResourceDriver/getWholeDetailForDriver',
  ),
  /**
   * The driver's position comes from the longitude/latitude headers (§7), or from the payload when
   * the grab screen has just asked the bridge for a fresh fix (刷新位置: the headers' fix may be a
   * minute old).
   */
  relationshipDetectionBetweenPositioningAndElectronicFence: endpoint<FenceQuery, FenceCheck>(
    'sdc',
    'goodsResourceDriver/relationshipDetectionBetweenPositioningAndElectronicFence',
    {
      changes: { none: 'records the fence pass that the grab itself checks; no screen shows it' },
      encoding: 'form',
    },
  ),
  /** Enterprises publishing on the platform (/supply/enterpriseindex); project's path. */
  listEnterprise: endpoint<PageQuery & { keyword?: string }, ServerPage<Enterprise>>(
    'sdc',
    'goodsResourceDriver/listEnterprise',
  ),
  /** One enterprise by the code of its shareable page (public); project's path. */
  getEnterprise: endpoint<{ shareCode: string }, Enterprise>(
    'sdc',
    'goodsResourceDriver/getEnterprise',
  ),

  grabBulkOrder: endpoint<GrabRequest, GrabResult>('sdc', 'billDriver/grabBulkOrder', {
    changes: grabReads,
    idempotent: true,
  }),
  grabWholeOrder: endpoint<GrabRequest, GrabResult>('sdc', 'billDriver/grabWholeOrder', {
    changes: grabReads,
    idempotent: true,
  }),
  receiveBulkAssignOrder: endpoint<GrabRequest, GrabResult>(
    'sdc',
    'billDriver/receiveBulkAssignOrder',
    {
      changes: grabReads,
      idempotent: true,
    },
  ),
  receiveWholeAssignOrder: endpoint<GrabRequest, GrabResult>(
    'sdc',
    'billDriver/receiveWholeAssignOrder',
    {
      changes: grabReads,
      idempotent: true,
    },
  ),
  /** The whole source's freight (whole) or the full remaining quantity's (bulk). */
  getTotalFreight: endpoint<{ sourceId: string }, FreightQuote>(
    'sdc',
    'billDriver/getTotalFreight',
  ),
  /** The freight of a bulk quantity the driver is about to take. */
  calculatedBulkFreight: endpoint<{ sourceId: string; quantity: number }, FreightQuote>(
    'sdc',
    'billDriver/calculatedBulkFreight',
  ),
  /** A number that rings the shipper's contact of a source (or, later, a waybill). */
  getVirtualPhoneNumber: endpoint<
    { bizId: string; bizType: 'source' | 'waybill'; contact?: 'loading' | 'unloading' },
    VirtualPhone
  >('sdc', 'billDriver/getVirtualPhoneNumber', {
    changes: { none: 'hands out a forwarding number to dial; nothing on screen changes' },
  }),
  /** 货物运输协议 for this source, vehicle and quantity. */
  previewContentKJ: endpoint<GrabRequest, HtmlDocument>('sdc', 'billDriver/previewContentKJ'),

  /** The driver's vehicles for the grab, each marked usable or not for this source. */
  getVehicleNumber: endpoint<{ sourceId: string }, VehicleChoice[]>(
    'sdc',
    'wayBillDriver/getVehicleNumber',
  ),
  checkIsCrossOrder: endpoint<{ sourceId: string; carNo: string }, CrossOrderCheck>(
    'sdc',
    'wayBillDriver/checkIsCrossOrder',
  ),

  previewEsignDelegationAuthority: endpoint<{ sourceId: string }, HtmlDocument>(
    'sdc',
    'billOperate/previewEsignDelegationAuthority',
  ),
  previewEntrustAgreement: endpoint<{ sourceId: string }, HtmlDocument>(
    'sdc',
    'billOperate/previewEntrustAgreement',
  ),
  createEsignDelegationAuthority: endpoint<{ sourceId: string }, { authorityId: string }>(
    'sdc',
    'billShipper/createEsignDelegationAuthority',
    {
      changes: (): Reads => [
        supply.previewEsignDelegationAuthority,
        eContract.geteEsignDelegatioContractKJ,
      ],
    },
  ),
  checkBillDriverCarStatus: endpoint<{ sourceId: string; carNo: string }, DriverCarStatus>(
    'sdc',
    'billVerification/checkBillDriverCarStatus',
  ),
} as const;

/** What a grab (or a receive) changes: the source, the plaza, the vehicles free, the waybills. */
function grabReads(): Reads {
  return [
    supply.getGoodsResourceDetail,
    supply.getBulkDetail,
    supply.getWholeDetail,
    supply.getWholeDetailForDriver,
    supply.listPage,
    supply.listNearestToMePage,
    supply.getVehicleNumber,
    waybill.listPage,
    waybill.countByStatus,
  ];
}
