/** The billDelegateIncome API (entrust.ts): each route checks the driver, then the area's rules. */
import { entrust as api } from '@/lib/contract/money/entrust';
import { paginate } from '../../../fields';
import { route } from '../../../router';
import {
  apply,
  entrustsOf,
  entrustView,
  latestOf,
  myEntrust,
  saveDraft,
  withdraw,
} from './records';

const STATES = ['pending', 'effective', 'withdrawn', 'refused'] as const;

export const entrustRoutes = [
  route(api.get, (req, ctx) => {
    const me = ctx.me().appUserId;
    const e = req.id ? myEntrust(ctx.db, me, req.id) : latestOf(ctx.db, me, req.waybillId);
    return e ? entrustView(ctx.db, e) : null;
  }),
  route(api.queryBillDelegateIncome, (req, ctx) => {
    const state = STATES.find((s) => s === req.state);
    const rows = entrustsOf(ctx.db, ctx.me().appUserId, state);
    return paginate(
      rows.map((e) => entrustView(ctx.db, e)),
      req.pageIndex,
      req.pageSize,
    );
  }),
  route(api.saveBillDelegateIncome, (req, ctx) =>
    entrustView(ctx.db, saveDraft(ctx.db, ctx.me().appUserId, req)),
  ),
  route(api.applicationBillDelegateIncome, (req, ctx) =>
    entrustView(ctx.db, apply(ctx.db, ctx.me().appUserId, req.id, req.code)),
  ),
  route(api.withdrawnBillDelegateIncome, (req, ctx) =>
    entrustView(ctx.db, withdraw(ctx.db, ctx.me().appUserId, req.id)),
  ),
];
