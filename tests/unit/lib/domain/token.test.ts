import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROACTIVE_REFRESH_S,
  REFRESH_BEFORE_REQUEST_S,
  decodeToken,
  needsProactiveRefresh,
  needsRefreshBeforeRequest,
  nextRefreshCheckDelay,
  secondsLeft,
} from '@/lib/domain/token';

const NOW_MS = 1_750_000_000_000;
const NOW_S = NOW_MS / 1000;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2lnbmF0dXJl`;
}
const tokenFor = (username: string, id: string | number, exp: number) =>
  jwt({ sub: JSON.stringify({ username, id }), exp, iat: exp - 7200 });

describe('decodeToken (§3)', () => {
  it('reads username and id from the subject, and the expiry', () => {
    expect(decodeToken(tokenFor('13800000001', 42, NOW_S + 600))).toEqual({
      username: '13800000001',
      id: '42',
      exp: NOW_S + 600,
      iat: NOW_S + 600 - 7200,
    });
  });

  it('accepts a Bearer prefix and UTF-8 names', () => {
    expect(decodeToken(`Bearer ${tokenFor('张三', 'u1', 100)}`)?.username).toBe('张三');
  });

  it('returns null for anything that is not such a token', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('a.b')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(jwt({ sub: 'plain', exp: 1 }))).toBeNull();
    expect(decodeToken(jwt({ sub: JSON.stringify({ username: 'a', id: '1' }) }))).toBeNull();
    expect(decodeToken(jwt({ sub: JSON.stringify({ id: '1' }), exp: 1 }))).toBeNull();
  });
});

describe('refresh timing (§4)', () => {
  it('refreshes before a request when under 300 s remain', () => {
    expect(REFRESH_BEFORE_REQUEST_S).toBe(300);
    expect(needsRefreshBeforeRequest(tokenFor('a', 1, NOW_S + 299), NOW_MS)).toBe(true);
    expect(needsRefreshBeforeRequest(tokenFor('a', 1, NOW_S + 300), NOW_MS)).toBe(false);
    expect(needsRefreshBeforeRequest('garbage', NOW_MS)).toBe(true);
  });

  it('refreshes proactively when under 900 s remain', () => {
    expect(PROACTIVE_REFRESH_S).toBe(900);
    expect(needsProactiveRefresh(tokenFor('a', 1, NOW_S + 899), NOW_MS)).toBe(true);
    expect(needsProactiveRefresh(tokenFor('a', 1, NOW_S + 900), NOW_MS)).toBe(false);
  });

  it('secondsLeft is negative when expired and -Infinity when unreadable', () => {
    expect(secondsLeft(tokenFor('a', 1, NOW_S - 5), NOW_MS)).toBe(-5);
    expect(secondsLeft(null, NOW_MS)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('checks again after 20 s plus a random delay up to 10 s', () => {
    expect(nextRefreshCheckDelay(() => 0)).toBe(20_000);
    expect(nextRefreshCheckDelay(() => 0.5)).toBe(25_000);
    expect(nextRefreshCheckDelay(() => 0.9999999)).toBe(29_999);
  });

  it('property: decoding round-trips and the thresholds follow the seconds left', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.oneof(fc.nat(), fc.stringMatching(/^[a-z0-9]{1,12}$/)),
        fc.integer({ min: -10_000, max: 10_000 }),
        (username, id, left) => {
          const token = tokenFor(username, id, NOW_S + left);
          expect(decodeToken(token)).toMatchObject({ username, id: String(id), exp: NOW_S + left });
          expect(needsRefreshBeforeRequest(token, NOW_MS)).toBe(left < 300);
          expect(needsProactiveRefresh(token, NOW_MS)).toBe(left < 900);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: the check delay stays within [20 s, 30 s)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const delay = nextRefreshCheckDelay(() => r);
        expect(delay).toBeGreaterThanOrEqual(20_000);
        expect(delay).toBeLessThan(30_000);
        expect(Number.isInteger(delay)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
