/** The route table: one route per contract endpoint (sandbox.test checks none is missing). */
import type { Route } from '../router';
import { accountRoutes } from './account';
import { bankRoutes } from './bank';
import { captainRoutes } from './captain';
import { eventRecordRoutes } from './event-record';
import { faceRoutes } from './face';
import { identityRoutes } from './identity';
import { licenseRoutes } from './license';
import { miscRoutes } from './misc';
import { noticeRoutes } from './notice';
import { ocrRoutes } from './ocr';
import { regionRoutes } from './region';
import { settingsRoutes } from './settings';
import { smsRoutes } from './sms';
import { uploadRoutes } from './upload';

export const allRoutes: Route[] = [
  ...accountRoutes,
  ...smsRoutes,
  ...faceRoutes,
  ...identityRoutes,
  ...licenseRoutes,
  ...captainRoutes,
  ...ocrRoutes,
  ...regionRoutes,
  ...noticeRoutes,
  ...eventRecordRoutes,
  ...settingsRoutes,
  ...miscRoutes,
  ...uploadRoutes,
  ...bankRoutes,
];
