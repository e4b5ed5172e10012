/** Messages, the blacklist, app download and the invitation code (§2.3, §2.6). */
import { appPath } from '../path-builder';

export const messagePaths = {
  myMessage: appPath('/i/message/mymessage'),
  blacklist: appPath('/blacklist'),
  downloadApp: appPath('/download-app'),
  shareCode: appPath<'/share-code', { code?: string }>('/share-code'),
} as const;
