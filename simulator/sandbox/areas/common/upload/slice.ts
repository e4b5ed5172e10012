/** The upload area: files, batches and watermarks, served back under /__sandbox/files/. */
import { defineSlice } from '../../slice';
import { uploadControl } from './control';
import { uploadRoutes } from './routes';
import { uploadArea } from './types';

export const uploadSlice = defineSlice(uploadArea, {
  version: 1,
  seed: () => ({ uploads: [], stored: 0 }),
  routes: uploadRoutes,
  control: uploadControl,
});
