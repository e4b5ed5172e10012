/** The vehicle area: a driver's vehicles, their approval and the paged fleet. */
import { defineSlice } from '../../slice';
import { vehicleRoutes } from './routes';
import { seedVehicles } from './seed';
import { vehicleArea } from './types';

export const vehicleSlice = defineSlice(vehicleArea, {
  version: 2,
  seed: seedVehicles,
  routes: vehicleRoutes,
});
