/** The waybill area: loads the drivers have taken (created by supply's grab). */
import { defineSlice } from '../slice';
import { waybillRoutes } from './routes';
import { seedWaybills } from './seed';
import { waybillArea } from './types';

export const waybillSlice = defineSlice(waybillArea, {
  version: 1,
  seed: seedWaybills,
  routes: waybillRoutes,
});
