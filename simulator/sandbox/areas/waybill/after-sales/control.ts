/**
 * `sb.control.afterSales.*` and `/__sandbox/after-sales/*`: the platform's and the shipper's side of
 * after-sales for tests and the simulator — list a driver's records, reply to a complaint, propose a
 * freight change. A refusal answers 409 with the server's message; a missing field 400.
 */
import { body, need } from '../../../control/args';
import type {
  AbnormalReport,
  CaptainChangeBill,
  Complaint,
  Evaluation,
  FreightChange,
  ReturnTrip,
} from '@/lib/contract/waybill/after-sales';
import { ControlError, controlOp } from '../../../control/op';
import { Failure } from '../../../envelope';
import type { Db } from '../../../store/db';
import { userById, userByMobile } from '../../account/auth/users';
import { billView } from './captain-change';
import { complaintView, replyComplaint } from './complaints';
import { freightChangeView, propose, type ProposeSpec } from './freight';
import { afterSales, waybillById } from './records';
import { returnTripView } from './return-trips';
import { abnormalView, evaluationView } from './trip-end';

export type ControlComplaint = Complaint & { mobile: string };

export interface AfterSalesOverview {
  complaints: ControlComplaint[];
  freightChanges: FreightChange[];
  evaluations: Evaluation[];
  returnTrips: ReturnTrip[];
  abnormals: AbnormalReport[];
  captainBills: CaptainChangeBill[];
}

/** Runs a platform action; the business refusal becomes a 409 with its message. */
function acting<T>(save: () => void, act: () => T): T {
  try {
    const out = act();
    save();
    return out;
  } catch (err) {
    if (err instanceof Failure) throw new ControlError(409, { error: err.message });
    throw err;
  }
}

function overview(db: Db, mobile?: string): AfterSalesOverview {
  const user = mobile ? userByMobile(db, mobile) : null;
  const t = afterSales(db);
  const mine = (appUserId: string) => !mobile || user?.appUserId === appUserId;
  const ownerOf = (waybillId: string) => waybillById(db, waybillId)?.appUserId ?? '';
  const newest = <R>(rows: R[], ms: (r: R) => number) => [...rows].sort((a, b) => ms(b) - ms(a));
  return {
    complaints: newest(
      t.complaints.filter((c) => mine(c.appUserId)),
      (c) => c.createMs,
    ).map((c) => ({ ...complaintView(db, c), mobile: userById(db, c.appUserId)?.mobile ?? '' })),
    freightChanges: newest(
      t.freightChanges.filter((f) => mine(ownerOf(f.waybillId))),
      (f) => f.applyMs,
    ).map((f) => freightChangeView(db, f)),
    evaluations: t.evaluations.filter((e) => mine(e.appUserId)).map(evaluationView),
    returnTrips: newest(
      t.returnTrips.filter((r) => mine(r.appUserId)),
      (r) => r.createMs,
    ).map((r) => returnTripView(db, r)),
    abnormals: t.abnormals
      .filter((a) => mine(a.appUserId))
      .map((a) => abnormalView(a, waybillById(db, a.waybillId)?.waybillNo ?? '')),
    captainBills: t.captainBills
      .filter((b) => mine(ownerOf(b.waybillId)))
      .map((b) => billView(db, b)),
  };
}

export const afterSalesControl = [
  controlOp(
    'afterSales.list',
    ({ db }) =>
      (mobile?: string): AfterSalesOverview =>
        overview(db, mobile),
    { route: 'GET after-sales/list', args: (input) => [input.query('mobile')] },
  ),
  controlOp(
    'afterSales.replyComplaint',
    ({ db, save }) =>
      (id: string, reply: string, state: 'processing' | 'resolved' = 'resolved'): Complaint =>
        acting(save, () => complaintView(db, replyComplaint(db, id, reply, state))),
    {
      route: 'POST after-sales/complaint-reply',
      args: async (input) => {
        const b = await body(input);
        if (b.state !== undefined && b.state !== 'processing' && b.state !== 'resolved') {
          throw new ControlError(400, { error: 'state processing|resolved' });
        }
        return [
          need(b.id, 'id'),
          need(b.reply, 'reply'),
          (b.state as 'processing' | 'resolved' | undefined) ?? 'resolved',
        ];
      },
    },
  ),
  controlOp(
    'afterSales.proposeFreightChange',
    ({ db, save }) =>
      (spec: ProposeSpec): FreightChange =>
        acting(save, () => freightChangeView(db, propose(db, spec))),
    {
      route: 'POST after-sales/freight-change',
      args: async (input) => {
        const b = await body(input);
        const fen = Number(b.newFreight);
        if (!Number.isFinite(fen)) {
          throw new ControlError(400, { error: 'newFreight (fen) is required' });
        }
        return [
          {
            waybillId: need(b.waybillId, 'waybillId'),
            newFreight: fen,
            ...(typeof b.reason === 'string' ? { reason: b.reason } : {}),
            ...(typeof b.appliedBy === 'string' ? { appliedBy: b.appliedBy } : {}),
          },
        ];
      },
    },
  ),
] as const;
