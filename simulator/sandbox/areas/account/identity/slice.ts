/** The identity area: real-name records, their status and the avatar. */
import { defineSlice } from '../../slice';
import { identityRoutes } from './routes';
import { seedIdentities } from './seed';
import { identityArea } from './types';

export const identitySlice = defineSlice(identityArea, {
  version: 1,
  seed: seedIdentities,
  routes: identityRoutes,
});
