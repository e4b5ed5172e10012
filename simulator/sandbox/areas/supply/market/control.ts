/**
 * `sb.control.market.*` and `/__sandbox/market/*`: the world's side of the market (world.ts) for
 * tests and the simulator's 货源 panel — list sources, another driver takes one, a shipper
 * publishes / closes / reopens / assigns one, or many appear at once (grow); the contracts and waybills of a driver; a waybill's
 * status moved on (e.g. to done, freeing its vehicle).
 */
import { need } from '../../../control/args';
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import { ControlError, controlOp, notFound } from '../../../control/op';
import {
  assign,
  contractsOfMobile,
  grow,
  marketSourceView,
  publish,
  setStatus,
  setWaybillStatus,
  sourcesNewestFirst,
  takeByOther,
  waybillsOfMobile,
  type MarketSourceView,
  type PublishSpec,
} from './world';

const WAYBILL_STATUSES: readonly WaybillStatus[] = [
  'toLoad',
  'inTransit',
  'toReceipt',
  'done',
  'cancelled',
];

function found(view: MarketSourceView | null): MarketSourceView {
  if (!view) throw notFound('source (or driver)');
  return view;
}

export const supplyControl = [
  controlOp(
    'market.sources',
    ({ db }) =>
      (filter: { status?: string; q?: string } = {}): MarketSourceView[] =>
        sourcesNewestFirst(db)
          .filter((s) => !filter.status || s.status === filter.status)
          .map((s) => marketSourceView(db, s))
          .filter(
            (v) =>
              !filter.q ||
              `${v.id} ${v.sourceNo} ${v.goodsName} ${v.route} ${v.shipperName}`.includes(filter.q),
          ),
    {
      route: 'GET market/sources',
      args: (input) => [{ status: input.query('status'), q: input.query('q') }],
    },
  ),
  controlOp(
    'market.takeByOther',
    ({ db, save }) =>
      (sourceId: string, quantity?: number): MarketSourceView | null => {
        const s = takeByOther(db, sourceId, quantity);
        save();
        return s ? marketSourceView(db, s) : null;
      },
    {
      route: 'POST market/take',
      args: async (input) => {
        const b = await input.body<{ sourceId?: string; quantity?: number }>();
        const q = b.quantity === undefined || b.quantity === null ? undefined : Number(b.quantity);
        return [
          need(b.sourceId, 'sourceId'),
          q !== undefined && Number.isFinite(q) ? q : undefined,
        ];
      },
      reply: found,
    },
  ),
  controlOp(
    'market.publish',
    ({ db, save }) =>
      (spec: PublishSpec = {}): MarketSourceView => {
        const s = publish(db, spec);
        save();
        return marketSourceView(db, s);
      },
    { route: 'POST market/publish', args: async (input) => [await input.body<PublishSpec>()] },
  ),
  controlOp(
    'market.grow',
    ({ db, save }) =>
      (count: number, kind?: 'bulk' | 'whole'): { open: number } => {
        const open = grow(db, count, kind);
        save();
        return { open };
      },
    {
      route: 'POST market/grow',
      args: async (input) => {
        const b = await input.body<{ count?: number; kind?: string }>();
        const kind = b.kind === 'bulk' || b.kind === 'whole' ? b.kind : undefined;
        return [Number(b.count) || 0, kind];
      },
    },
  ),
  controlOp(
    'market.setStatus',
    ({ db, save }) =>
      (sourceId: string, status: 'open' | 'full' | 'closed'): MarketSourceView | null => {
        const s = setStatus(db, sourceId, status);
        save();
        return s ? marketSourceView(db, s) : null;
      },
    {
      route: 'POST market/status',
      args: async (input) => {
        const b = await input.body<{ sourceId?: string; status?: string }>();
        if (b.status !== 'open' && b.status !== 'full' && b.status !== 'closed') {
          throw new ControlError(400, { error: 'status open|full|closed is required' });
        }
        return [need(b.sourceId, 'sourceId'), b.status];
      },
      reply: found,
    },
  ),
  controlOp(
    'market.assign',
    ({ db, save }) =>
      (sourceId: string, mobile: string | null): MarketSourceView | null => {
        const s = assign(db, sourceId, mobile);
        save();
        return s ? marketSourceView(db, s) : null;
      },
    {
      route: 'POST market/assign',
      args: async (input) => {
        const b = await input.body<{ sourceId?: string; mobile?: string | null }>();
        return [need(b.sourceId, 'sourceId'), b.mobile ? String(b.mobile) : null];
      },
      reply: found,
    },
  ),
  controlOp(
    'market.contracts',
    ({ db }) =>
      (mobile: string) =>
        contractsOfMobile(db, mobile),
    {
      route: 'GET market/contracts',
      args: (input) => [input.query('mobile') ?? ''],
    },
  ),
  controlOp(
    'market.waybills',
    ({ db }) =>
      (mobile: string) =>
        waybillsOfMobile(db, mobile),
    {
      route: 'GET market/waybills',
      args: (input) => [input.query('mobile') ?? ''],
    },
  ),
  controlOp(
    'market.setWaybillStatus',
    ({ db, save }) =>
      (waybillId: string, status: WaybillStatus) => {
        const w = setWaybillStatus(db, waybillId, status);
        save();
        return w;
      },
    {
      route: 'POST market/waybill-status',
      args: async (input) => {
        const b = await input.body<{ waybillId?: string; status?: WaybillStatus }>();
        if (!b.status || !WAYBILL_STATUSES.includes(b.status)) {
          throw new ControlError(400, {
            error: `status ${WAYBILL_STATUSES.join('|')} is required`,
          });
        }
        return [need(b.waybillId, 'waybillId'), b.status];
      },
      reply: (w) => {
        if (!w) throw notFound('waybill');
        return w;
      },
    },
  ),
] as const;
