/** §7.2: the wallet balance and the last-30-day figures of the logged-in driver, records and withdrawals. */
import { money } from '@/lib/contract/money/wallet';
import { route } from '../../../router';
import { moneyOf } from './records';
import { recordRoutes } from './routes-records';
import { withdrawRoutes } from './routes-withdraw';

export const moneyRoutes = [
  route(money.getBalanceByDriver, (_req, ctx) => moneyOf(ctx.db, ctx.me().appUserId).balance),
  route(
    money.getDriverThirtyDayAmount,
    (_req, ctx) => moneyOf(ctx.db, ctx.me().appUserId).thirtyDays,
  ),
  ...recordRoutes,
  ...withdrawRoutes,
];
