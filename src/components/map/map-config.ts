/**
 * Which map this build draws with. Read straight from `import.meta.env` rather than through
 * `src/config`, so that `MAP_PROVIDER === 'amap'` is a constant Vite folds at build time and an
 * offline build drops the AMap chunk entirely.
 */
import { config } from '@/config';
import type { MapProvider } from './types';

export const MAP_PROVIDER: MapProvider =
  import.meta.env.VITE_MAP_PROVIDER === 'amap' ? 'amap' : 'offline';

/** The AMap web key: VITE_AMAP_KEY, else the older VITE_MAP_KEY of src/config. */
export const AMAP_KEY: string = import.meta.env.VITE_AMAP_KEY?.trim() || config.mapKey;
