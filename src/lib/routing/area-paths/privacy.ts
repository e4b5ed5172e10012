/** The ten privacy pages (§2.6). */
import { appPath } from '../path-builder';

export const privacyPaths = {
  privacySettings: appPath('/privacy-settings'),
  privacyPolicy: appPath('/privacy-policy'),
  personalInfoList: appPath('/personal-info-list'),
  thirdPartyList: appPath('/third-party-list'),
  userService: appPath('/user-service'),
  privacy: appPath('/privacy'),
  userAuth: appPath('/user-auth'),
  basicInfo: appPath('/basic-info'),
  serviceInfo: appPath('/service-info'),
  deviceInfo: appPath('/device-info'),
} as const;
