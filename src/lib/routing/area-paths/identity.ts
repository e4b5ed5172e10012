/** Real-name certification (§2.3, §4). */
import { appPath } from '../path-builder';

export const identityPaths = {
  authAdd: appPath('/i/auth/add'),
  authFace: appPath<'/i/auth/face', { orderNo?: string }>('/i/auth/face'),
  authDetail: appPath('/i/auth/detail'),
} as const;
