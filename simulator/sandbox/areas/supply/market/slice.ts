/** The supply area: the seeded freight market, its gates, grabbing and the pre-grab documents. */
import { defineSlice } from '../../slice';
import { supplyControl } from './control';
import { docRoutes } from './routes-docs';
import { grabRoutes } from './routes-grab';
import { marketRoutes } from './routes-market';
import { seedSupply } from './seed';
import { supplyArea } from './types';

export const supplySlice = defineSlice(supplyArea, {
  version: 1,
  seed: seedSupply,
  routes: [...marketRoutes, ...grabRoutes, ...docRoutes],
  control: supplyControl,
});
