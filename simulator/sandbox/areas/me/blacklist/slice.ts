/** The blacklist area: who put the driver on their blacklist (a read-only list for the driver). */
import { defineSlice } from '../../slice';
import { blacklistRoutes } from './routes';
import { seedBlacklist } from './seed';
import { blacklistArea } from './types';

export const blacklistSlice = defineSlice(blacklistArea, {
  version: 1,
  seed: seedBlacklist,
  routes: blacklistRoutes,
});
