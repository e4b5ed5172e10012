/** Notices: unread count, and pages by title that mark what they return as read. */
import { notice } from '@/lib/contract/notice';
import { optionalText, paginate } from '../../fields';
import { route, type RouteContext } from '../../router';
import { noticesOf } from './records';

const mine = (ctx: RouteContext) => noticesOf(ctx.db, ctx.me().appUserId);

export const noticeRoutes = [
  route(notice.findUnReadNum, (_req, ctx) => mine(ctx).filter((n) => n.readStatus === 0).length),

  route(notice.getNotifyInfoByTitle, (req, ctx) => {
    const title = optionalText(req.title);
    const matching = mine(ctx)
      .filter((n) => !title || n.title.includes(title))
      .sort((a, b) => b.createTime.localeCompare(a.createTime));
    // Answer with the state before reading, so the list can still show which ones were new.
    const page = paginate(
      matching.map((n) => ({ ...n })),
      req.pageIndex,
      req.pageSize,
    );
    const shown = new Set(page.records.map((n) => n.id));
    for (const n of matching) if (shown.has(n.id)) n.readStatus = 1;
    return page;
  }),
];
