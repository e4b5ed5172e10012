/** §7.2 driverRecord: the ledger's records, their totals and monthly statistics; spd/callback/receiptApply. */
import { money } from '@/lib/contract/money/wallet';
import { receiptPayment } from '@/lib/contract/money/receipt-payment';
import { paginate } from '../../../fields';
import type { Route } from '../../../router';
import { route } from '../../../router';
import { applyReceiptPayment } from './receipt-payments';
import { checkFilter, entriesOf, recordView, statisticsOf, summaryOf } from './record-views';

export const recordRoutes: Route[] = [
  route(money.recordPage, (req, ctx) => {
    const rows = entriesOf(ctx.db, ctx.me().appUserId, checkFilter(req));
    const page = paginate(rows, req.pageIndex, req.pageSize);
    return { ...page, records: page.records.map((e) => recordView(ctx.db, e)) };
  }),
  route(money.recordSummary, (req, ctx) =>
    summaryOf(entriesOf(ctx.db, ctx.me().appUserId, checkFilter(req))),
  ),
  route(money.recordStatistics, (req, ctx) => {
    const { direction, kind } = checkFilter({ direction: req.direction, kind: req.kind });
    const entries = entriesOf(ctx.db, ctx.me().appUserId, { direction, kind });
    return paginate(statisticsOf(entries), req.pageIndex, req.pageSize);
  }),
  route(receiptPayment.receiptApply, (req, ctx) =>
    applyReceiptPayment(ctx.db, ctx.me().appUserId, req.waybillId),
  ),
];
