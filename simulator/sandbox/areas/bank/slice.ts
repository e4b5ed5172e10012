/** The bank area: the bank-name search of §7.2 (a fixed list, no tables). */
import { areaKey, defineSlice, type NoTables } from '../slice';
import { bankRoutes } from './routes';

export const bankSlice = defineSlice(areaKey<NoTables>('bank'), {
  version: 1,
  seed: () => ({}),
  routes: bankRoutes,
});
