/** The money area: balances, the ledger, settled incomes and withdrawals (§7.2). */
import { defineSlice } from '../../slice';
import { moneyControl } from './control';
import { moneyRoutes } from './routes';
import { seedMoney } from './seed';
import { settleDoneWaybill } from './settle';
import { moneyArea } from './types';

export const moneySlice = defineSlice(moneyArea, {
  version: 3,
  seed: seedMoney,
  routes: moneyRoutes,
  control: moneyControl,
  // A waybill done is settled into its driver's (or the entrusted payee's) ledger.
  on: { waybillDone: settleDoneWaybill },
});
