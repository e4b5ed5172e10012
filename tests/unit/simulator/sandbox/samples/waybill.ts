/** Contract samples of the waybill list (src/lib/contract/waybill.ts). */
import { waybill } from '@/lib/contract/waybill';
import { sample, type AnySample } from '../sample-kit';

export const WAYBILL_FIELDS = {
  id: true,
  waybillNo: true,
  kind: true,
  sourceId: true,
  status: true,
  origin: true,
  destination: true,
  distanceKm: true,
  goodsName: true,
  unit: true,
  quantity: true,
  carNo: true,
  shipperName: true,
  loadingStart: true,
  loadingEnd: true,
  unloadingTime: true,
  freight: true,
  contractId: true,
  contractStatus: true,
  createTime: true,
} as const;

export const samples: Record<string, AnySample> = {
  'waybill.listPage': sample(
    waybill.listPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: WAYBILL_FIELDS },
  ),
  'waybill.countByStatus': sample(
    waybill.countByStatus,
    {},
    {
      kind: 'object',
      fields: { toLoad: true, inTransit: true, toReceipt: true, done: true, cancelled: true },
    },
  ),
};
