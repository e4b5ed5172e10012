/** The invite area: one invitation code per driver. */
import { defineSlice } from '../../slice';
import { inviteRoutes } from './routes';
import { inviteArea } from './types';

export const inviteSlice = defineSlice(inviteArea, {
  version: 1,
  seed: () => ({ codes: {} }),
  routes: inviteRoutes,
});
