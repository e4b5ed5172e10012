/**
 * `sb.control.trip.*` and `/__sandbox/trip/*`: the shipper's side of a trip for tests and the
 * simulator's 运输 panel — list waybills, approve or reject a receipt, reject a photo, assign a load,
 * cancel, set a premium or a deduction from the freight (油费抵扣 …), open loading now, add trail points. A refusal answers 409 with the
 * server's message.
 */
import { body, need } from '../../../control/args';
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import type { PhotoKind } from '@/lib/contract/waybill/trip';
import { ControlError, controlOp, notFound } from '../../../control/op';
import { Failure } from '../../../envelope';
import type { Db } from '../../../store/db';
import { setDeduction } from './deductions';
import { setPremium } from './premium';
import { assignLoad, tripList, tripView, type AssignSpec, type TripView } from './shipper';
import { addTrailPoint } from './trail';
import {
  approveReceipt,
  cancelByShipper,
  findWaybill,
  openLoading,
  rejectPhoto,
  rejectReceipt,
} from './trip-rules';
import { tripOf } from './trip-record';
import type { WaybillRecord } from './types';

export type { TripView, AssignSpec };

const STATUSES: readonly WaybillStatus[] = [
  'toLoad',
  'inTransit',
  'toReceipt',
  'done',
  'cancelled',
];
const KINDS: readonly PhotoKind[] = ['departure', 'arrival', 'receipt'];

/** Runs a shipper action on a waybill; the business refusal becomes a 409 with its message. */
function acting(db: Db, id: string, act: (w: WaybillRecord) => void): TripView {
  const w = findWaybill(db, id);
  if (!w) throw notFound('waybill');
  try {
    act(w);
  } catch (err) {
    if (err instanceof Failure) throw new ControlError(409, { error: err.message });
    throw err;
  }
  return tripView(db, w);
}

export const tripControl = [
  controlOp(
    'trip.waybills',
    ({ db }) =>
      (filter: { mobile?: string; status?: WaybillStatus } = {}): TripView[] =>
        tripList(db, filter),
    {
      route: 'GET trip/waybills',
      args: (input) => {
        const status = STATUSES.find((s) => s === input.query('status'));
        const mobile = input.query('mobile');
        return [{ ...(mobile ? { mobile } : {}), ...(status ? { status } : {}) }];
      },
    },
  ),
  controlOp(
    'trip.approveReceipt',
    ({ db, save }) =>
      (id: string): TripView => {
        const v = acting(db, id, (w) => approveReceipt(db, w));
        save();
        return v;
      },
    { route: 'POST trip/approve-receipt', args: async (i) => [need((await body(i)).id, 'id')] },
  ),
  controlOp(
    'trip.rejectReceipt',
    ({ db, save }) =>
      (id: string, reason: string): TripView => {
        const v = acting(db, id, (w) => rejectReceipt(db, w, reason));
        save();
        return v;
      },
    {
      route: 'POST trip/reject-receipt',
      args: async (i) => {
        const b = await body(i);
        return [need(b.id, 'id'), need(b.reason, 'reason')];
      },
    },
  ),
  controlOp(
    'trip.rejectPhoto',
    ({ db, save }) =>
      (id: string, kind: PhotoKind, index: number, reason: string): TripView => {
        const v = acting(db, id, (w) => rejectPhoto(db, w, kind, index, reason));
        save();
        return v;
      },
    {
      route: 'POST trip/reject-photo',
      args: async (i) => {
        const b = await body(i);
        const kind = KINDS.find((k) => k === b.kind);
        if (!kind)
          throw new ControlError(400, { error: 'kind departure|arrival|receipt is required' });
        const index = Number(b.index);
        if (!Number.isInteger(index) || index < 0) {
          throw new ControlError(400, { error: 'index (from 0) is required' });
        }
        return [need(b.id, 'id'), kind, index, need(b.reason, 'reason')];
      },
    },
  ),
  controlOp(
    'trip.cancel',
    ({ db, save }) =>
      (id: string, reason = '货主取消'): TripView => {
        const v = acting(db, id, (w) => cancelByShipper(db, w, reason));
        save();
        return v;
      },
    {
      route: 'POST trip/cancel',
      args: async (i) => {
        const b = await body(i);
        return [need(b.id, 'id'), typeof b.reason === 'string' && b.reason ? b.reason : '货主取消'];
      },
    },
  ),
  controlOp(
    'trip.setPremium',
    ({ db, save }) =>
      (id: string, amount: number): TripView => {
        const v = acting(db, id, (w) => setPremium(db, w, amount));
        save();
        return v;
      },
    {
      route: 'POST trip/premium',
      args: async (i) => {
        const b = await body(i);
        const amount = Number(b.amount);
        if (!Number.isFinite(amount) || amount < 0) {
          throw new ControlError(400, { error: 'amount (fen, 0 removes) is required' });
        }
        return [need(b.id, 'id'), amount];
      },
    },
  ),
  controlOp(
    'trip.setDeduction',
    ({ db, save }) =>
      (id: string, name: string, amount: number): TripView => {
        const v = acting(db, id, (w) => setDeduction(w, name, amount));
        save();
        return v;
      },
    {
      route: 'POST trip/deduction',
      args: async (i) => {
        const b = await body(i);
        const amount = Number(b.amount);
        if (!Number.isSafeInteger(amount) || amount < 0) {
          throw new ControlError(400, { error: 'amount (fen, 0 removes) is required' });
        }
        return [need(b.id, 'id'), need(b.name, 'name'), amount];
      },
    },
  ),
  controlOp(
    'trip.openLoading',
    ({ db, save }) =>
      (id: string): TripView => {
        const v = acting(db, id, (w) => openLoading(db, w));
        save();
        return v;
      },
    { route: 'POST trip/open-loading', args: async (i) => [need((await body(i)).id, 'id')] },
  ),
  controlOp(
    'trip.addTrail',
    ({ db, save }) =>
      (id: string, points: [number, number][]): TripView => {
        const v = acting(db, id, (w) => {
          const trail = tripOf(db, w).trail;
          for (const [lng, lat] of points) addTrailPoint(trail, lng, lat, db.now());
        });
        save();
        return v;
      },
    {
      route: 'POST trip/trail',
      args: async (i) => {
        const b = await body(i);
        const raw = Array.isArray(b.points) ? (b.points as unknown[]) : [];
        const points = raw.map((p): [number, number] => {
          const [lng, lat] = Array.isArray(p) ? p.map(Number) : [NaN, NaN];
          if (
            !Number.isFinite(lng) ||
            !Number.isFinite(lat) ||
            Math.abs(lng!) > 180 ||
            Math.abs(lat!) > 90
          ) {
            throw new ControlError(400, { error: 'points must be [longitude, latitude] pairs' });
          }
          return [lng!, lat!];
        });
        return [need(b.id, 'id'), points];
      },
    },
  ),
  controlOp(
    'trip.assign',
    ({ db, save }) =>
      (spec: AssignSpec): TripView => {
        try {
          const w = assignLoad(db, spec);
          save();
          return tripView(db, w);
        } catch (err) {
          if (err instanceof Failure) throw new ControlError(409, { error: err.message });
          throw err;
        }
      },
    {
      route: 'POST trip/assign',
      args: async (i) => {
        const b = await body(i);
        const q = Number(b.quantity);
        return [
          {
            sourceId: need(b.sourceId, 'sourceId'),
            mobile: need(b.mobile, 'mobile'),
            ...(typeof b.carNo === 'string' && b.carNo ? { carNo: b.carNo } : {}),
            ...(b.quantity !== undefined && Number.isFinite(q) ? { quantity: q } : {}),
          },
        ];
      },
    },
  ),
] as const;
