/** §7.2 refundApplicationDMC: limits, withdrawable incomes, applying and the applications. */
import { withdraw, type WithdrawState } from '@/lib/contract/money/withdraw';
import { bool, list, paginate } from '../../../fields';
import { route, type Route } from '../../../router';
import {
  applicationView,
  applicationsOf,
  applyWithdraw,
  findApplication,
  incomeView,
  incomesOf,
  limitOf,
} from './withdraw';

const STATES: readonly WithdrawState[] = ['applied', 'approved', 'paid', 'rejected'];

export const withdrawRoutes: Route[] = [
  route(withdraw.checkWithdrawLimit, (_req, ctx) => limitOf(ctx.db, ctx.me().appUserId)),
  route(withdraw.listWithdrawable, (req, ctx) =>
    paginate(
      incomesOf(ctx.db, ctx.me().appUserId, bool(req.includeSpent)).map(incomeView),
      req.pageIndex,
      req.pageSize,
    ),
  ),
  route(withdraw.add, (req, ctx) =>
    applicationView(
      applyWithdraw(ctx.db, ctx.me(), {
        waybillIds: [req.waybillId],
        amount: req.amount,
        bankCardId: req.bankCardId,
        code: req.code,
      }),
    ),
  ),
  route(withdraw.addAll, (req, ctx) =>
    applicationView(
      applyWithdraw(ctx.db, ctx.me(), {
        waybillIds: list(req.waybillIds),
        amount: req.amount,
        bankCardId: req.bankCardId,
        code: req.code,
      }),
    ),
  ),
  route(withdraw.listPage, (req, ctx) => {
    const state = STATES.find((s) => s === req.state);
    return paginate(
      applicationsOf(ctx.db, ctx.me().appUserId, state).map(applicationView),
      req.pageIndex,
      req.pageSize,
    );
  }),
  route(withdraw.get, (req, ctx) =>
    applicationView(findApplication(ctx.db, req.id, ctx.me().appUserId)),
  ),
];
