/** The profile area: changing the account's mobile number (no tables of its own). */
import { areaKey, defineSlice, type NoTables } from '../../slice';
import { profileRoutes } from './routes';

export const profileSlice = defineSlice(areaKey<NoTables>('account/profile'), {
  version: 1,
  seed: () => ({}),
  routes: profileRoutes,
});
