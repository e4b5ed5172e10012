/** The certification area: captain (车队长) applications. */
import { defineSlice } from '../../slice';
import { certificationRoutes } from './routes';
import { certificationArea } from './types';

export const certificationSlice = defineSlice(certificationArea, {
  version: 1,
  seed: () => ({ captainApplications: {} }),
  routes: certificationRoutes,
});
