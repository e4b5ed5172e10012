/** The driver's waybills: the paged list (newest first) and the count per status. */
import { waybill, type WaybillCounts, type WaybillStatus } from '@/lib/contract/waybill/waybills';
import { reject } from '../../../envelope';
import { optionalText, paginate } from '../../../fields';
import { route } from '../../../router';
import { waybillsOf, waybillView } from './records';
import { tripRoutes } from './routes-trip';

const STATUSES: readonly WaybillStatus[] = [
  'toLoad',
  'inTransit',
  'toReceipt',
  'done',
  'cancelled',
];

const listRoutes = [
  route(waybill.listPage, (req, ctx) => {
    const status = STATUSES.find((s) => s === req.status);
    const keyword = optionalText(req.keyword)?.toUpperCase();
    if (keyword && Array.from(keyword).length > 20) reject('关键字不能超过20个字符');
    const sourceId = optionalText(req.sourceId);
    const rows = waybillsOf(ctx.db, ctx.me().appUserId)
      .filter((w) => !status || w.status === status)
      .filter((w) => !sourceId || w.sourceId === sourceId)
      .filter(
        (w) =>
          !keyword ||
          w.waybillNo.toUpperCase().includes(keyword) ||
          w.carNo.toUpperCase().includes(keyword) ||
          w.goodsName.includes(keyword),
      )
      .sort((a, b) => b.createMs - a.createMs || b.id.localeCompare(a.id));
    return paginate(
      rows.map((w) => waybillView(ctx.db, w)),
      req.pageIndex,
      req.pageSize,
    );
  }),

  route(waybill.countByStatus, (_req, ctx) => {
    const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as WaybillCounts;
    for (const w of waybillsOf(ctx.db, ctx.me().appUserId)) counts[w.status] += 1;
    return counts;
  }),
];

export const routes = [...listRoutes, ...tripRoutes];
