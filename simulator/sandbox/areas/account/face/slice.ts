/** The face area: face orders, face login, results and the provider page. */
import { defineSlice } from '../../slice';
import { faceControl } from './control';
import { faceRoutes } from './routes';
import { faceArea } from './types';

export const faceSlice = defineSlice(faceArea, {
  version: 1,
  seed: () => ({ orders: [], started: 0 }),
  routes: faceRoutes,
  control: faceControl,
});
