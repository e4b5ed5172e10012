/**
 * Every app path a screen or the shell links to, with the query it reads (§2). An area's paths sit
 * in `area-paths/<area>.ts` and are spread in here, so `paths` stays the one catalogue. A route of
 * the route table uses `.pattern`; a link uses `.to(...)`. Paths of screens that later issues build are listed
 * when something already links to them (tab bar, cache rules, the service button); the route table,
 * not this list, says which have screens.
 */
import type { AgreementType } from '@/lib/contract/me/agreement';
import { captainPaths } from './area-paths/captain';
import { identityPaths } from './area-paths/identity';
import { licensePaths } from './area-paths/license';
import { fuelPaths } from './area-paths/fuel';
import { mePaths } from './area-paths/me';
import { messagePaths } from './area-paths/message';
import { privacyPaths } from './area-paths/privacy';
import { profilePaths } from './area-paths/profile';
import { vehiclePaths } from './area-paths/vehicle';
import { supplyPaths } from './area-paths/supply';
import { eContractPaths } from './area-paths/e-contract';
import { waybillPaths } from './area-paths/waybill';
import { walletPaths } from './area-paths/wallet';
import { bankPaths, collectionAccountPaths } from './area-paths/bank';
import { appPath } from './path-builder';

type Redirect = { redirect?: string };
type VerifyStep = { mobile: string; next?: string | null };

export const paths = {
  home: appPath('/'),
  qrcode: appPath('/home/qrcode'),

  login: appPath<'/login', Redirect & { mode?: 'sms' | 'password' }>('/login'),
  loginPwd: appPath<'/loginPwd', Redirect & { mode?: 'sms' | 'password' }>('/loginPwd'),
  faceLogin: appPath('/faceLogin'),
  faceVerify: appPath<'/faceVerify', { orderNo?: string; mode?: 'login'; mobile?: string }>(
    '/faceVerify',
  ),
  register: appPath('/register'),
  findPwd: appPath('/findPwd'),
  resetPwd: appPath<'/resetPwd', { mobile: string; code: string }>('/resetPwd'),
  updataPwd: appPath('/updataPwd'),
  verifyPhone: appPath<'/verifyphone', Partial<VerifyStep>>('/verifyphone'),
  verifyGraph: appPath<'/verifygraph', VerifyStep>('/verifygraph'),
  verifyCode: appPath<'/verifycode', VerifyStep>('/verifycode'),
  /** `agreementId`: the unsigned invoicing agreement the sign dialog showed (signed here). */
  verifyAgree: appPath<
    '/verifyAgree',
    { mobile?: string; verifytype?: 'certification'; agreementId?: string }
  >('/verifyAgree'),
  selectRole: appPath('/seleteRole'),
  authRedirect: appPath<'/auth/redirect', { target?: string; token?: string; rt?: string }>(
    '/auth/redirect',
  ),

  aboutUs: appPath('/i/about/aboutus'),
  agreement: appPath<'/i/about/agreement', { type?: AgreementType }>('/i/about/agreement'),

  unauthorized: appPath('/401'),

  customerService: appPath('/contract/customH5'),

  // An area's own paths live in area-paths/<area>.ts, one file per area.
  ...mePaths,
  ...fuelPaths,
  ...profilePaths,
  ...messagePaths,
  ...captainPaths,
  ...identityPaths,
  ...licensePaths,
  ...vehiclePaths,
  ...privacyPaths,
  ...supplyPaths,
  ...eContractPaths,
  ...waybillPaths,
  ...walletPaths,
  ...bankPaths,
  ...collectionAccountPaths,
} as const;

export type PathName = keyof typeof paths;
