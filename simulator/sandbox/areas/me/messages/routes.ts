/** Notices: unread count, pages by title, and marking one read when the driver opens it. */
import { notice } from '@/lib/contract/me/messages';
import { reject } from '../../../envelope';
import { optionalText, paginate, text } from '../../../fields';
import { route, type RouteContext } from '../../../router';
import { noticeMessages } from './messages';
import { noticesOf } from './records';

const mine = (ctx: RouteContext) => noticesOf(ctx.db, ctx.me().appUserId);

export const noticeRoutes = [
  route(notice.findUnReadNum, (_req, ctx) => mine(ctx).filter((n) => n.readStatus === 0).length),

  route(notice.getNotifyInfoByTitle, (req, ctx) => {
    const title = optionalText(req.title);
    const matching = mine(ctx)
      .filter((n) => !title || n.title.includes(title))
      .sort((a, b) => b.createTime.localeCompare(a.createTime));
    return paginate(
      matching.map((n) => ({ ...n })),
      req.pageIndex,
      req.pageSize,
    );
  }),

  route(notice.markRead, (req, ctx) => {
    const id = text(req.id, noticeMessages.idField);
    // Another driver's notice answers as missing: ids must not reveal who has which notice.
    const found = mine(ctx).find((n) => n.id === id);
    if (!found) reject(noticeMessages.notFound);
    found.readStatus = 1;
    return null;
  }),
];
