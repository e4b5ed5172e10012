/** The captain area: binding a driver to a captain, enterprises, projects and transporters. */
import { defineSlice } from '../../slice';
import { captainRoutes } from './routes';
import { seedCaptains } from './seed';
import { captainArea } from './types';

export const captainSlice = defineSlice(captainArea, {
  version: 1,
  seed: seedCaptains,
  routes: captainRoutes,
});
