/** The licence area: the driver licence and qualification, its approval, expiry and attachments. */
import { defineSlice } from '../../slice';
import { licenseControl } from './control';
import { driverLicenseOf } from './records';
import { licenseRoutes } from './routes';
import { seedLicenses } from './seed';
import { licenseArea } from './types';

export const licenseSlice = defineSlice(licenseArea, {
  version: 2,
  seed: seedLicenses,
  routes: licenseRoutes,
  control: licenseControl,
  answers: { ocrLicence: driverLicenseOf },
});
