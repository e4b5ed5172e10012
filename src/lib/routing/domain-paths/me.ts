/**
 * The Me domain's paths (§2.3, §2.6): the tab root and settings, messages, the privacy pages and
 * About (a grid entry is shown disabled while the route table has no screen at its path).
 */
import type { AgreementType } from '@/lib/contract/me/agreement';
import { appPath } from '../path-builder';

export const mePaths = {
  // Me tab (§2.3): the tab root and settings.
  me: appPath('/i'),
  setup: appPath('/i/setup'),

  // About: the app and its agreements.
  aboutUs: appPath('/i/about/aboutus'),
  agreement: appPath<'/i/about/agreement', { type?: AgreementType }>('/i/about/agreement'),

  // Messages, the blacklist, app download and the invitation code (§2.3, §2.6).
  myMessage: appPath('/i/message/mymessage'),
  /** One message, read by its title (getNotifyInfoByTitle, §7.1); `id` picks it among equal titles. */
  messageDetail: appPath<'/i/message/detail', { title: string; id?: string }>('/i/message/detail'),
  blacklist: appPath('/blacklist'),
  downloadApp: appPath('/download-app'),
  shareCode: appPath<'/share-code', { code?: string }>('/share-code'),

  // The ten privacy pages (§2.6).
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
