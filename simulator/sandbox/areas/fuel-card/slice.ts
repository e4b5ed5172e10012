/** The fuel-card area: balances of the old and new fuel cards (read-only for now). */
import { defineSlice } from '../slice';
import { fuelCardRoutes } from './routes';
import { seedFuelCards } from './seed';
import { fuelCardArea } from './types';

export const fuelCardSlice = defineSlice(fuelCardArea, {
  version: 1,
  seed: seedFuelCards,
  routes: fuelCardRoutes,
});
