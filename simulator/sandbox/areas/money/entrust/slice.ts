/** The entrust area: waybill incomes entrusted to another payee (委托收款, §2.3, §7.3). */
import { defineSlice } from '../../slice';
import { entrustControl } from './control';
import { entrustRoutes } from './routes';
import { seedEntrusts } from './seed';
import { entrustArea } from './types';

export const entrustSlice = defineSlice(entrustArea, {
  version: 1,
  seed: seedEntrusts,
  routes: entrustRoutes,
  control: entrustControl,
});
