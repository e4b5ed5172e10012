/** The production loader: the page's script tag with the build's key. */
import { createAMapLoader } from './amap-loader';
import { AMAP_KEY } from './map-config';

export const loadAMap = createAMapLoader({ key: AMAP_KEY });
