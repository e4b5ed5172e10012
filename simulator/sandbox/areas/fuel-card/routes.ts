/** §3, §7.4: the logged-in driver's old and new fuel-card balances. */
import { fuelCard } from '@/lib/contract/fuel-card';
import { route } from '../../router';
import { fuelCardArea } from './types';

export const fuelCardRoutes = [
  route(fuelCard.getOilCardBalance, (_req, ctx) => {
    const balance = ctx.db.area(fuelCardArea).balances[ctx.me().appUserId];
    return balance ? { ...balance } : { oilLeftPrice: 0, gasLeftPrice: 0 };
  }),
];
