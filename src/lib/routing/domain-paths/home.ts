/** The home domain's paths: the Home tab, the app's QR code and customer service. */
import { appPath } from '../path-builder';

export const homePaths = {
  home: appPath('/'),
  qrcode: appPath('/home/qrcode'),
  customerService: appPath('/contract/customH5'),
} as const;
