/** The region area: the fixed province → city → district tree (no tables). */
import { areaKey, defineSlice, type NoTables } from '../../slice';
import { regionRoutes } from './routes';

export const regionSlice = defineSlice(areaKey<NoTables>('common/region'), {
  version: 1,
  seed: () => ({}),
  routes: regionRoutes,
});
