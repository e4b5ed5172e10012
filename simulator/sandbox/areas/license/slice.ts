/** The licence area: the driver licence and qualification, its approval, expiry and attachments. */
import { defineSlice } from '../slice';
import { licenseRoutes } from './routes';
import { seedLicenses } from './seed';
import { licenseArea } from './types';

export const licenseSlice = defineSlice(licenseArea, {
  version: 1,
  seed: seedLicenses,
  routes: licenseRoutes,
});
