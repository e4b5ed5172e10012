/** Messages, the blacklist, app download and the invitation code (§2.3, §2.6). */
import { appPath } from '../path-builder';

export const messagePaths = {
  myMessage: appPath('/i/message/mymessage'),
  /** One message, read by its title (getNotifyInfoByTitle, §7.1); `id` picks it among equal titles. */
  messageDetail: appPath<'/i/message/detail', { title: string; id?: string }>('/i/message/detail'),
  blacklist: appPath('/blacklist'),
  downloadApp: appPath('/download-app'),
  shareCode: appPath<'/share-code', { code?: string }>('/share-code'),
} as const;
