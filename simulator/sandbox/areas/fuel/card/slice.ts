/** The fuel area: stations and prices, the old and new fuel cards, orders, bills, sign-ins (§7.4). */
import { defineSlice } from '../../slice';
import { carPass } from './car-pass';
import { fuelControl } from './control';
import { fuelCardRoutes } from './routes';
import { seedFuelCards } from './seed';
import { fuelCardArea } from './types';

export const fuelCardSlice = defineSlice(fuelCardArea, {
  version: 2,
  seed: seedFuelCards,
  routes: fuelCardRoutes,
  control: fuelControl,
  answers: { carPass: (db, { appUserId, carNo }) => carPass(db, appUserId, carNo) },
});
