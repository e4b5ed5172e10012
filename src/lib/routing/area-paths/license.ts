/** Driving licence and qualification certificate (§2.3, §4), and the licence step of certification. */
import { appPath } from '../path-builder';

export const licensePaths = {
  license: appPath<'/i/license', { yinhangFlag?: string }>('/i/license'),
  licenseCertification: appPath('/i/license/driver-license-certification/certification'),
  addLicense: appPath('/add-license'),
  driverVoucher2: appPath('/driverVoucher2'),
} as const;
