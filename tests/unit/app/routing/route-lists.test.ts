import { describe, expect, it } from 'vitest';
import {
  LOGIN_PATHS,
  PUBLIC_PATHS,
  isLoginPath,
  isPublicPath,
  loginUrl,
  matchesPattern,
} from '@/app/routing/route-lists';
import { SCREEN_ROUTES } from '@/app/routes/all';
import { SPEC_ROUTES } from '../../../../scripts/routes-doc';

/** §2.2 word for word: the routes reachable without login (the spec's list in scripts/routes-doc.ts). */
const SPEC_PUBLIC: readonly string[] = SPEC_ROUTES.find(([section]) => section === '2.2')![1];

describe("public paths (§2.2), derived from the routes' `anyone` flag", () => {
  it('a route is flagged public exactly when §2.2 lists it', () => {
    for (const route of SCREEN_ROUTES) {
      expect(route.meta.anyone === true, route.path).toBe(SPEC_PUBLIC.includes(route.path));
    }
    expect(PUBLIC_PATHS.length).toBeGreaterThanOrEqual(16);
  });

  it.each(PUBLIC_PATHS.filter((p) => !p.includes(':')))('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(isPublicPath(`${path}/`)).toBe(true);
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
    expect(LOGIN_PATHS).toEqual(['/login', '/loginPwd']);
    expect(loginUrl('/i/car?x=1')).toBe('/loginPwd?redirect=%2Fi%2Fcar%3Fx%3D1');
  });
});
