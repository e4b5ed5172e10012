/** The after-sales area: complaints, freight changes, evaluation, cancel, return trips, abnormal, photo repair, captain change, payee account. */
import { defineSlice } from '../../slice';
import { afterSalesControl } from './control';
import { afterSalesRoutes } from './routes';
import { seedAfterSales } from './seed';
import { afterSalesArea } from './types';

export const waybillAfterSalesSlice = defineSlice(afterSalesArea, {
  version: 1,
  seed: seedAfterSales,
  routes: afterSalesRoutes,
  control: afterSalesControl,
});
