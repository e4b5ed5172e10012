/** Driver and captain certification, reached from role selection (§2.2, §6). */
import { appPath } from '../path-builder';

export const certificationPaths = {
  driverVoucher: appPath('/driverVoucher'),
  driverVoucher2: appPath('/driverVoucher2'),
  controllerVoucher: appPath('/controllerVoucher'),
} as const;
