import { describe, expect, it } from 'vitest';
import { shouldClearCache } from '@/app/routing/cache-rules';

describe('keep-alive cache clearing (§2.1)', () => {
  it.each([
    ['/supply/goodsagreement', '/waybill'],
    ['/contract/signatures', '/waybill'],
    ['/i/car/add/confirm', '/i'],
    ['/loginPwd', '/'],
    ['/login', '/'],
  ])('clears from %s to %s', (from, to) => {
    expect(shouldClearCache(from, to)).toBe(true);
  });

  it.each([
    ['/supply/goodsagreement', '/i'],
    ['/i/car/add/confirm', '/waybill'],
    ['/waybill', '/supply/goodsagreement'],
    ['/i', '/i/car/add/confirm'],
    ['/', '/waybill'],
    ['/waybill', '/i'],
    ['/register', '/'],
    ['/i/about/aboutus', '/'],
  ])('keeps the cache from %s to %s', (from, to) => {
    expect(shouldClearCache(from, to)).toBe(false);
  });

  it('clears when the session ends at the login screen', () => {
    expect(shouldClearCache('/i', '/loginPwd')).toBe(true);
    expect(shouldClearCache('/waybill', '/login')).toBe(true);
  });

  it('never clears on the first location or when staying put', () => {
    expect(shouldClearCache(null, '/')).toBe(false);
    expect(shouldClearCache('/waybill', '/waybill')).toBe(false);
  });

  it('takes custom rules with wildcards', () => {
    const rules = [{ from: '*', to: '/b' }];
    expect(shouldClearCache('/a', '/b', rules)).toBe(true);
    expect(shouldClearCache('/b', '/a', rules)).toBe(false);
  });
});
