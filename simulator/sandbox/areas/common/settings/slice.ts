/** The settings area: version, system configuration (values a tester may change), dictionaries, agreements. */
import { defineSlice } from '../../slice';
import { settingsArea, settingsControl } from './config-items';
import { settingsRoutes } from './routes';

export const settingsSlice = defineSlice(settingsArea, {
  version: 2,
  seed: () => ({ itemValues: {} }),
  routes: settingsRoutes,
  control: settingsControl,
});
