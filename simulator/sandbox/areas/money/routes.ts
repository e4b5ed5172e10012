/** §7.2: the wallet balance and the last-30-day figures of the logged-in driver. */
import { money } from '@/lib/contract/money';
import { route } from '../../router';
import { moneyOf } from './records';

export const moneyRoutes = [
  route(money.getBalanceByDriver, (_req, ctx) => moneyOf(ctx.db, ctx.me().appUserId).balance),
  route(
    money.getDriverThirtyDayAmount,
    (_req, ctx) => moneyOf(ctx.db, ctx.me().appUserId).thirtyDays,
  ),
];
