/** Bank lookup (bankContrast/search) and the driver's bound cards (bankInfoDMC, §7.2). */
import { bankContrast, bankInfo } from '@/lib/contract/money/bank-card';
import { bool, paginate } from '../../../fields';
import { route } from '../../../router';
import { BANKS } from './banks';
import { addCard, checkCard, checkEntrustAccount, setRefundCard, unbindCard } from './cards';
import { boundCards, cardView, myCard, refundCard } from './records';

export const bankRoutes = [
  route(bankContrast.search, (req) => {
    const keyword = String(req.bankNameShort ?? '').trim();
    return keyword ? BANKS.filter((b) => b.bankNameShort.includes(keyword)) : [];
  }),
  route(bankInfo.listPage, (req, ctx) =>
    paginate(boundCards(ctx.db, ctx.me().appUserId).map(cardView), req.pageIndex, req.pageSize),
  ),
  route(bankInfo.get, (req, ctx) => {
    const card = myCard(ctx.db, ctx.me().appUserId, req.id);
    return bool(req.plain) ? { ...cardView(card), cardNo: card.cardNo } : cardView(card);
  }),
  route(bankInfo.checkBindRefundBank, (_req, ctx) => {
    const card = refundCard(ctx.db, ctx.me().appUserId);
    return { bound: card !== null, card: card ? cardView(card) : null };
  }),
  route(bankInfo.checkCard, (req, ctx) => checkCard(ctx.db, ctx.me().appUserId, req.cardNo)),
  route(bankInfo.add, (req, ctx) => cardView(addCard(ctx.db, ctx.me().appUserId, req))),
  route(bankInfo.unbind, (req, ctx) => {
    unbindCard(ctx.db, ctx.me(), req.id, req.password);
    return null;
  }),
  route(bankInfo.setRefund, (req, ctx) =>
    cardView(setRefundCard(ctx.db, ctx.me(), req.id, req.password)),
  ),
  route(bankInfo.checkEntrustAccount, (req, ctx) =>
    checkEntrustAccount(ctx.db, req.cardNo, req.accountName),
  ),
];
