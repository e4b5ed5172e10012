import { describe, expect, it } from 'vitest';
import {
  PUBLIC_PATHS,
  isLoginPath,
  isPublicPath,
  loginUrl,
  matchesPattern,
} from '@/app/public-paths';

describe('public paths (§2.2)', () => {
  it('lists exactly the spec routes', () => {
    expect(PUBLIC_PATHS).toEqual([
      '/login',
      '/faceLogin',
      '/faceVerify',
      '/loginPwd',
      '/findPwd',
      '/resetPwd',
      '/verifyphone',
      '/verifycode',
      '/verifyAgree',
      '/verifygraph',
      '/register',
      '/updataPwd',
      '/seleteRole',
      '/driverVoucher',
      '/controllerVoucher',
      '/driverVoucher2',
      '/i/about/aboutus',
      '/i/about/agreement',
      '/c/:param',
      '/contract/index',
      '/contract/detail',
      '/contract/signatures',
      '/auth/redirect',
      '/supply/enterprise/:param',
      '/supply/enterprisedetails',
      '/supply/enterpriseecompletevehicledetail',
      '/share-code',
    ]);
  });

  it.each(PUBLIC_PATHS.filter((p) => !p.includes(':')))('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(isPublicPath(`${path}/`)).toBe(true);
  });

  it('matches the parameter patterns with one segment', () => {
    expect(isPublicPath('/c/abc123')).toBe(true);
    expect(isPublicPath('/supply/enterprise/88')).toBe(true);
    expect(isPublicPath('/c')).toBe(false);
    expect(isPublicPath('/c/a/b')).toBe(false);
    expect(isPublicPath('/supply/enterprise')).toBe(false);
  });

  it.each([
    '/',
    '/i',
    '/waybill',
    '/supply',
    '/401',
    '/i/about',
    '/i/about/aboutus/x',
    '/LOGIN',
    '/nowhere',
  ])('%s needs login', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('is case sensitive and exact per segment', () => {
    expect(matchesPattern('/verifyAgree', '/verifyagree')).toBe(false);
    expect(matchesPattern('/c/:param', '/c/x')).toBe(true);
  });

  it('knows the login screen and builds its redirect link', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/loginPwd')).toBe(true);
    expect(isLoginPath('/register')).toBe(false);
    expect(loginUrl('/i/car?x=1')).toBe('/loginPwd?redirect=%2Fi%2Fcar%3Fx%3D1');
  });
});
