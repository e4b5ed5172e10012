/** Contract samples of the freight market (src/lib/contract/supply/market.ts), as the certified driver. */
import { supply } from '@/lib/contract/supply/market';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';

const PLACE = true;
export const SOURCE_FIELDS = {
  id: true,
  sourceNo: true,
  kind: true,
  status: true,
  origin: PLACE,
  destination: PLACE,
  distanceKm: true,
  goodsName: true,
  unit: true,
  totalQuantity: true,
  remainingQuantity: true,
  vehicleLengths: true,
  vehicleTypes: true,
  loadingStart: true,
  loadingEnd: true,
  unloadingTime: true,
  unitPrice: true,
  totalFreight: true,
  shipperName: true,
  enterpriseId: true,
  enterpriseOnly: true,
  assignedToMe: true,
  publishTime: true,
  distanceToMeKm: false,
} as const;
export const DETAIL_FIELDS = {
  ...SOURCE_FIELDS,
  goodsType: true,
  packing: true,
  loadingContact: true,
  unloadingContact: true,
  lossAllowance: true,
  settlement: true,
  remark: true,
  needFence: true,
  fenceRadiusM: true,
  needDelegation: true,
  delegationSigned: true,
  minQuantity: true,
} as const;
const QUOTE = {
  quantity: true,
  unitPrice: true,
  freight: true,
  serviceFee: true,
  payable: true,
} as const;
const DOC = { kind: 'object', fields: { title: true, html: true } } as const;
const GRAB = {
  kind: 'object',
  fields: { waybillId: true, waybillNo: true, contractId: true },
} as const;
const ENTERPRISE = {
  id: true,
  name: true,
  creditCode: true,
  cityName: true,
  openSources: true,
  shareCode: true,
  logoText: true,
} as const;

/** The certified driver's default vehicle (free to grab). */
export const defaultCar = (ctx: SampleContext) =>
  ctx.sb.control.user(ctx.mobile)!.cars.find((c) => c.isDefault)!.carNo;

export const samples: Record<string, AnySample> = {
  'supply.listPage': sample(
    supply.listPage,
    { kind: 'bulk', pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: SOURCE_FIELDS },
  ),
  'supply.listNearestToMePage': sample(
    supply.listNearestToMePage,
    { longitude: 114.5, latitude: 38.0, pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: SOURCE_FIELDS },
  ),
  'supply.searchVehicleNumber': sample(
    supply.searchVehicleNumber,
    (ctx) => ({ keyword: defaultCar(ctx).slice(0, 2) }),
    { kind: 'strings' },
  ),
  'supply.getGoodsResourceDetail': sample(
    supply.getGoodsResourceDetail,
    { id: 'S0001' },
    { kind: 'object', fields: DETAIL_FIELDS },
  ),
  'supply.getBulkDetail': sample(
    supply.getBulkDetail,
    { id: 'S0001' },
    { kind: 'object', fields: DETAIL_FIELDS },
  ),
  'supply.getWholeDetail': sample(
    supply.getWholeDetail,
    { id: 'S0002' },
    { kind: 'object', fields: DETAIL_FIELDS },
  ),
  'supply.getWholeDetailForDriver': sample(
    supply.getWholeDetailForDriver,
    { id: 'S0002' },
    { kind: 'object', fields: DETAIL_FIELDS },
  ),
  'supply.relationshipDetectionBetweenPositioningAndElectronicFence': sample(
    supply.relationshipDetectionBetweenPositioningAndElectronicFence,
    { id: 'S0003' },
    { kind: 'object', fields: { inside: true, distanceM: true, radiusM: true, fenceName: true } },
    undefined,
    { longitude: '114.54', latitude: '38.04' },
  ),
  'supply.listEnterprise': sample(
    supply.listEnterprise,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: ENTERPRISE },
  ),
  'supply.getEnterprise': sample(
    supply.getEnterprise,
    { shareCode: 'JMYX2026' },
    { kind: 'object', fields: ENTERPRISE },
  ),
  'supply.grabBulkOrder': sample(
    supply.grabBulkOrder,
    (ctx) => ({ sourceId: 'S0001', carNo: defaultCar(ctx), quantity: 30 }),
    GRAB,
  ),
  'supply.grabWholeOrder': sample(
    supply.grabWholeOrder,
    (ctx) => ({ sourceId: 'S0002', carNo: defaultCar(ctx) }),
    GRAB,
  ),
  'supply.receiveBulkAssignOrder': sample(
    supply.receiveBulkAssignOrder,
    (ctx) => ({ sourceId: 'S0005', carNo: defaultCar(ctx), quantity: 20 }),
    GRAB,
  ),
  'supply.receiveWholeAssignOrder': sample(
    supply.receiveWholeAssignOrder,
    (ctx) => ({ sourceId: 'S0006', carNo: defaultCar(ctx) }),
    GRAB,
  ),
  'supply.getTotalFreight': sample(
    supply.getTotalFreight,
    { sourceId: 'S0002' },
    { kind: 'object', fields: QUOTE },
  ),
  'supply.calculatedBulkFreight': sample(
    supply.calculatedBulkFreight,
    { sourceId: 'S0001', quantity: 30.5 },
    { kind: 'object', fields: QUOTE },
  ),
  'supply.getVirtualPhoneNumber': sample(
    supply.getVirtualPhoneNumber,
    { bizId: 'S0001', bizType: 'source', contact: 'loading' },
    { kind: 'object', fields: { virtualNumber: true, expiresAt: true } },
  ),
  'supply.previewContentKJ': sample(
    supply.previewContentKJ,
    (ctx) => ({ sourceId: 'S0001', carNo: defaultCar(ctx), quantity: 30 }),
    DOC,
  ),
  'supply.getVehicleNumber': sample(
    supply.getVehicleNumber,
    { sourceId: 'S0001' },
    {
      kind: 'list',
      fields: {
        carNo: true,
        vehicleType: true,
        loadWeight: true,
        usable: true,
        reason: true,
        isDefault: true,
      },
    },
  ),
  'supply.checkIsCrossOrder': sample(
    supply.checkIsCrossOrder,
    (ctx) => ({ sourceId: 'S0001', carNo: defaultCar(ctx) }),
    { kind: 'object', fields: { allowed: true, reason: true, waybillNo: true } },
  ),
  'supply.previewEsignDelegationAuthority': sample(
    supply.previewEsignDelegationAuthority,
    { sourceId: 'S0004' },
    DOC,
  ),
  'supply.previewEntrustAgreement': sample(
    supply.previewEntrustAgreement,
    { sourceId: 'S0004' },
    DOC,
  ),
  'supply.createEsignDelegationAuthority': sample(
    supply.createEsignDelegationAuthority,
    { sourceId: 'S0004' },
    { kind: 'object', fields: { authorityId: true } },
  ),
  'supply.checkBillDriverCarStatus': sample(
    supply.checkBillDriverCarStatus,
    (ctx) => ({ sourceId: 'S0001', carNo: defaultCar(ctx) }),
    { kind: 'object', fields: { ok: true, reason: true } },
  ),
};
