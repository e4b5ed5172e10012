/** The waybill area: loads the drivers have taken (created by supply's grab) and their trips. */
import { defineSlice } from '../../slice';
import { tripControl } from './control';
import { waybillAnswers, waybillListeners } from './answers';
import { allWaybills } from './records';
import { routes } from './routes';
import { seedWaybills } from './seed';
import { observePosition } from './trail';
import { tripOf } from './trip-record';
import { waybillArea } from './types';

export const waybillSlice = defineSlice(waybillArea, {
  version: 3,
  seed: seedWaybills,
  routes,
  control: tripControl,
  answers: waybillAnswers,
  on: waybillListeners,
  observe: (ctx) =>
    observePosition(ctx, (appUserId) =>
      allWaybills(ctx.db)
        .filter((w) => w.appUserId === appUserId && w.status === 'inTransit')
        .map((w) => tripOf(ctx.db, w).trail),
    ),
});
