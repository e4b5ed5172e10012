import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATETIME_FORMAT,
  DATE_FORMAT,
  dateRangeLimits,
  datetimeMinDefault,
  formatDate,
  formatDateTime,
} from '@/lib/domain/dates';

describe('date formats (§9)', () => {
  it('are YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATETIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it('format dates, timestamps and server strings in local time', () => {
    const d = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatDate(d)).toBe('2024-01-02');
    expect(formatDateTime(d)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(d.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDate('2024-12-31')).toBe('2024-12-31');
  });

  it('give an empty text, never "now", for missing or unreadable values', () => {
    for (const bad of [undefined, null, '', 'abc', Number.NaN, new Date('x')]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
  });
});

describe('picker limits (§5)', () => {
  it('date pickers reach from 10 years ago to the end of today', () => {
    const { min, max } = dateRangeLimits(new Date(2024, 5, 15, 10, 30));
    expect(min).toEqual(new Date(2014, 5, 15, 0, 0, 0, 0));
    expect(max).toEqual(new Date(2024, 5, 15, 23, 59, 59, 999));
  });

  it('handles 29 February', () => {
    expect(dateRangeLimits(new Date(2024, 1, 29, 8)).min).toEqual(new Date(2014, 1, 28));
  });

  it('the datetime picker minimum defaults to 3 months ago', () => {
    expect(datetimeMinDefault(new Date(2024, 5, 15, 10, 30))).toEqual(
      new Date(2024, 2, 15, 10, 30),
    );
    expect(datetimeMinDefault(new Date(2024, 4, 31, 10, 30))).toEqual(
      new Date(2024, 1, 29, 10, 30),
    );
  });
});

describe('date properties', () => {
  const date = fc.date({
    min: new Date(1971, 0, 1),
    max: new Date(2099, 11, 31),
    noInvalidDate: true,
  });

  it('format round-trips to the second and the date is the prefix of the date-time', () => {
    fc.assert(
      fc.property(date, (d) => {
        const text = formatDateTime(d);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(text.startsWith(formatDate(d))).toBe(true);
        expect(formatDateTime(dayjs(text))).toBe(text);
        expect(Math.abs(dayjs(text).valueOf() - d.getTime())).toBeLessThan(1000 + 3_600_000);
      }),
      { numRuns: 1000 },
    );
  });

  it('now always lies within the date range limits, 10 years wide', () => {
    fc.assert(
      fc.property(date, (now) => {
        const { min, max } = dateRangeLimits(now);
        expect(min.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(max.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(formatDate(max)).toBe(formatDate(now));
        expect(dayjs(now).diff(min, 'year')).toBe(10);
        expect(datetimeMinDefault(now).getTime()).toBeLessThan(now.getTime());
      }),
      { numRuns: 1000 },
    );
  });
});
