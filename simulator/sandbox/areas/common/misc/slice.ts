/** The misc area: WeChat signature and the fuel-card vehicle pass (no tables). */
import { areaKey, defineSlice, type NoTables } from '../../slice';
import { miscRoutes } from './routes';

export const miscSlice = defineSlice(areaKey<NoTables>('common/misc'), {
  version: 1,
  seed: () => ({}),
  routes: miscRoutes,
});
