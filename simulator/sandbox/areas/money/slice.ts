/** The money area: wallet balances and settlement figures (§7.2, read-only for now). */
import { defineSlice } from '../slice';
import { moneyRoutes } from './routes';
import { seedMoney } from './seed';
import { moneyArea } from './types';

export const moneySlice = defineSlice(moneyArea, {
  version: 1,
  seed: seedMoney,
  routes: moneyRoutes,
});
