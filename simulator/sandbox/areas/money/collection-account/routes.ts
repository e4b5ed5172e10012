/** The collection-account API (collection-account.ts). */
import { collectionAccount as api } from '@/lib/contract/money/collection-account';
import { reject } from '../../../envelope';
import { optionalText, paginate } from '../../../fields';
import { route } from '../../../router';
import { userById } from '../../account/auth/users';
import { collectionAccountMessages as m } from './messages';
import {
  accountsForWaybill,
  accountsOf,
  accountView,
  addAccount,
  deleteAccount,
  matches,
  myAccount,
} from './records';

export const collectionAccountRoutes = [
  route(api.listPage, (req, ctx) => {
    const keyword = optionalText(req.keyword);
    const rows = accountsOf(ctx.db, ctx.me().appUserId).filter((a) => matches(a, keyword));
    return paginate(
      rows.map((a) => accountView(ctx.db, a)),
      req.pageIndex,
      req.pageSize,
    );
  }),
  route(api.add, (req, ctx) => accountView(ctx.db, addAccount(ctx.db, ctx.me().appUserId, req))),
  route(api.get, (req, ctx) => accountView(ctx.db, myAccount(ctx.db, ctx.me().appUserId, req.id))),
  route(api.delete, (req, ctx) => {
    deleteAccount(ctx.db, ctx.me().appUserId, req.id);
    return null;
  }),
  route(api.listForWaybill, (req, ctx) => {
    const keyword = optionalText(req.keyword);
    return accountsForWaybill(ctx.db, ctx.me().appUserId, req.waybillId)
      .filter((a) => matches(a, keyword))
      .map((a) => accountView(ctx.db, a));
  }),
  route(api.listOfPayee, (req, ctx) => {
    const payeeId = typeof req.payeeId === 'string' ? req.payeeId.trim() : '';
    if (!userById(ctx.db, payeeId)) reject(m.payeeNotFound);
    return accountsOf(ctx.db, payeeId).map((a) => accountView(ctx.db, a));
  }),
];
