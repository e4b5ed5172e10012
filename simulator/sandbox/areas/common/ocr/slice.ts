/** The OCR area: reads back a driver's licence and qualification (no tables of its own). */
import { areaKey, defineSlice, type NoTables } from '../../slice';
import { ocrRoutes } from './routes';

export const ocrSlice = defineSlice(areaKey<NoTables>('common/ocr'), {
  version: 1,
  seed: () => ({}),
  routes: ocrRoutes,
});
