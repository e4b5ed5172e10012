import { describe, expect, it } from 'vitest';
import { appPath } from '@/lib/routing/path-builder';
import { matchesPattern, pathnameOf } from '@/lib/routing/match';
import { paths } from '@/lib/routing/paths';

/** Every domain part of the catalogue (src/lib/routing/domain-paths/*.ts), by file name. */
const domainParts = import.meta.glob<Record<string, Record<string, unknown>>>(
  '/src/lib/routing/domain-paths/*.ts',
  { eager: true },
);

describe('path catalogue', () => {
  it('builds plain paths and typed queries', () => {
    expect(paths.home.to()).toBe('/');
    expect(paths.loginPwd.to()).toBe('/loginPwd');
    expect(paths.agreement.to({ type: 'privacy' })).toBe('/i/about/agreement?type=privacy');
    expect(paths.resetPwd.to({ mobile: '13800000000', code: '123456' })).toBe(
      '/resetPwd?mobile=13800000000&code=123456',
    );
  });

  it('encodes query values and leaves out absent ones', () => {
    expect(paths.loginPwd.to({ redirect: '/i/car?x=1' })).toBe(
      '/loginPwd?redirect=%2Fi%2Fcar%3Fx%3D1',
    );
    expect(paths.verifyGraph.to({ mobile: '138', next: null })).toBe('/verifygraph?mobile=138');
    expect(paths.verifyPhone.to({ next: '/updataPwd' })).toBe('/verifyphone?next=%2FupdataPwd');
  });

  it('fills :params, encoded', () => {
    const contract = appPath<'/c/:param', { from?: string }>('/c/:param');
    expect(contract.pattern).toBe('/c/:param');
    expect(contract.to({ param: 'a b/c' })).toBe('/c/a%20b%2Fc');
    expect(contract.to({ param: '9' }, { from: 'sms' })).toBe('/c/9?from=sms');
    const two = appPath('/supply/:kind/:id');
    expect(two.to({ kind: 'bulk', id: '7' })).toBe('/supply/bulk/7');
  });

  it('every catalogue pattern is an absolute path with unique spelling', () => {
    const patterns = Object.values(paths).map((p) => p.pattern);
    for (const pattern of patterns) expect(pattern).toMatch(/^\/[\w/:-]*$/);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('each domain part names its own paths: no name is spelled in two parts', () => {
    const names = Object.values(domainParts).flatMap((module) =>
      Object.values(module).flatMap((part) => Object.keys(part)),
    );
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    for (const name of names) expect(paths).toHaveProperty(name);
  });
});

describe('pattern matching', () => {
  it('matches whole segments, one per :param, ignoring a trailing slash', () => {
    expect(matchesPattern('/c/:param', '/c/abc')).toBe(true);
    expect(matchesPattern('/c/:param', '/c')).toBe(false);
    expect(matchesPattern('/c/:param', '/c/a/b')).toBe(false);
    expect(matchesPattern('/i/about/aboutus', '/i/about/aboutus/')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
  });

  it('takes the pathname of a URL path', () => {
    expect(pathnameOf('/i?x=1#y')).toBe('/i');
    expect(pathnameOf('/loginPwd#top')).toBe('/loginPwd');
  });
});
