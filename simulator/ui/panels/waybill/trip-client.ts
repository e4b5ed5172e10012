/** The trip's control endpoints (/__sandbox/trip/*, simulator/sandbox/areas/waybill/waybills/control.ts). */
import { controlCall } from '../control-call';
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { PhotoKind } from '@/lib/contract/waybill/trip';
import type { AssignSpec, TripView } from '@sim/sandbox/areas/waybill/waybills/control';

export type { AssignSpec, TripView };

const call = controlCall('trip');
const afterSales = controlCall('after-sales');

export const tripClient = {
  waybills: (filter: { mobile?: string; status?: WaybillStatus } = {}) => {
    const query = new URLSearchParams(
      Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString();
    return call<TripView[]>('GET', `waybills${query ? `?${query}` : ''}`);
  },
  approveReceipt: (id: string) => call<TripView>('POST', 'approve-receipt', { id }),
  rejectReceipt: (id: string, reason: string) =>
    call<TripView>('POST', 'reject-receipt', { id, reason }),
  rejectPhoto: (id: string, kind: PhotoKind, index: number, reason: string) =>
    call<TripView>('POST', 'reject-photo', { id, kind, index, reason }),
  cancel: (id: string, reason: string) => call<TripView>('POST', 'cancel', { id, reason }),
  /** Fen; 0 removes the premium. */
  setPremium: (id: string, amount: number) => call<TripView>('POST', 'premium', { id, amount }),
  /** Fen taken from the freight under `name` (油费抵扣 …) until settled; 0 removes it. */
  setDeduction: (id: string, name: string, amount: number) =>
    call<TripView>('POST', 'deduction', { id, name, amount }),
  /** The shipper opens loading now (the loading window starts at this moment). */
  openLoading: (id: string) => call<TripView>('POST', 'open-loading', { id }),
  addTrail: (id: string, points: [number, number][]) =>
    call<TripView>('POST', 'trail', { id, points }),
  assign: (spec: AssignSpec) => call<TripView>('POST', 'assign', spec),
  /** The shipper asks for a new freight (fen) on the waybill (/__sandbox/after-sales/freight-change). */
  proposeFreightChange: async (waybillId: string, newFreight: number, reason: string) =>
    void (await afterSales('POST', 'freight-change', { waybillId, newFreight, reason })),
};
