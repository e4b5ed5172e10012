import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_WARNING_MINUTES,
  clockSkewMessage,
  measureClockSkew,
} from '@/lib/domain/clock-skew';

const SERVER = 'Wed, 21 Oct 2015 07:28:00 GMT';
const SERVER_MS = Date.parse(SERVER);
const MINUTE = 60_000;

describe('clock skew (§5, §9)', () => {
  it('warns from 10 minutes of offset', () => {
    expect(CLOCK_SKEW_WARNING_MINUTES).toBe(10);
    expect(measureClockSkew(SERVER, SERVER_MS + 10 * MINUTE)).toEqual({
      direction: 'faster',
      minutes: 10,
    });
    expect(measureClockSkew(SERVER, SERVER_MS - 15 * MINUTE - 30_000)).toEqual({
      direction: 'slower',
      minutes: 15,
    });
    expect(measureClockSkew(SERVER, SERVER_MS + 10 * MINUTE - 1)).toBeNull();
    expect(measureClockSkew(SERVER, SERVER_MS - 10 * MINUTE + 1)).toBeNull();
    expect(measureClockSkew(SERVER, SERVER_MS)).toBeNull();
  });

  it('ignores a missing or unreadable Date header', () => {
    expect(measureClockSkew(null, SERVER_MS)).toBeNull();
    expect(measureClockSkew(undefined, SERVER_MS)).toBeNull();
    expect(measureClockSkew('', SERVER_MS)).toBeNull();
    expect(measureClockSkew('not a date', SERVER_MS)).toBeNull();
  });

  it('names slower or faster and the minutes', () => {
    expect(clockSkewMessage({ direction: 'slower', minutes: 15 })).toBe(
      '您的手机时间比标准时间慢了15分钟，请调整手机时间',
    );
    expect(clockSkewMessage({ direction: 'faster', minutes: 12 })).toBe(
      '您的手机时间比标准时间快了12分钟，请调整手机时间',
    );
  });

  it('property: null under 10 minutes, otherwise the direction and whole minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (offset) => {
        const skew = measureClockSkew(SERVER, SERVER_MS + offset);
        if (Math.abs(offset) < 10 * MINUTE) expect(skew).toBeNull();
        else
          expect(skew).toEqual({
            direction: offset < 0 ? 'slower' : 'faster',
            minutes: Math.floor(Math.abs(offset) / MINUTE),
          });
      }),
      { numRuns: 1000 },
    );
  });
});
