/** The driver's own blacklist records, newest first, paged. */
import { blacklist } from '@/lib/contract/me/blacklist';
import { paginate } from '../../../fields';
import { route } from '../../../router';
import { blacklistArea } from './types';

export const blacklistRoutes = [
  route(blacklist.listPage, (req, ctx) => {
    const mine = ctx.db.area(blacklistArea).records[ctx.me().appUserId] ?? [];
    const newest = [...mine].sort((a, b) => b.createTime.localeCompare(a.createTime));
    return paginate(
      newest.map((r) => ({ ...r })),
      req.pageIndex,
      req.pageSize,
    );
  }),
];
