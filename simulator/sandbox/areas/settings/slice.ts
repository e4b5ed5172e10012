/** The settings area: version, system configuration, dictionaries, agreements (fixed data). */
import { areaKey, defineSlice, type NoTables } from '../slice';
import { settingsRoutes } from './routes';

export const settingsSlice = defineSlice(areaKey<NoTables>('settings'), {
  version: 1,
  seed: () => ({}),
  routes: settingsRoutes,
});
