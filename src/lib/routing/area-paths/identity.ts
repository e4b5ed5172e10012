/** Real-name certification (§2.3, §4) and the driver / captain certification it starts (§2.2, §6). */
import { appPath } from '../path-builder';

export const identityPaths = {
  authAdd: appPath('/i/auth/add'),
  authFace: appPath<'/i/auth/face', { orderNo?: string }>('/i/auth/face'),
  authDetail: appPath('/i/auth/detail'),
  driverVoucher: appPath('/driverVoucher'),
  controllerVoucher: appPath('/controllerVoucher'),
} as const;
