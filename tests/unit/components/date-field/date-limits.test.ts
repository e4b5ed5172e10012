/** DateField's pure parts: the §5 limits, the YYYY-MM-DD display and where the wheels start. */
import { describe, expect, it } from 'vitest';
import { dateFieldLimits, displayDate, startDate } from '@/components/date-field/date-limits';

const NOW = new Date(2026, 10, 22, 9, 0);
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('dateFieldLimits', () => {
  it('defaults to the past 10 years up to today (§5), whole days', () => {
    const { min, max } = dateFieldLimits({}, NOW);
    expect(day(min)).toBe('2016-11-22');
    expect([min.getHours(), min.getMinutes()]).toEqual([0, 0]);
    expect(day(max)).toBe('2026-11-22');
    expect([max.getHours(), max.getMinutes()]).toEqual([23, 59]);
  });

  it('takes min and max, e.g. an expiry from today on', () => {
    const { min, max } = dateFieldLimits({ min: NOW, max: '2036-11-22' }, NOW);
    expect(day(min)).toBe('2026-11-22');
    expect(day(max)).toBe('2036-11-22');
  });

  it('never gives a max before the min', () => {
    const { min, max } = dateFieldLimits({ min: '2030-01-01', max: '2020-01-01' }, NOW);
    expect(day(min)).toBe('2030-01-01');
    expect(day(max)).toBe('2030-01-01');
  });
});

describe('displayDate', () => {
  it('shows a date as YYYY-MM-DD, never mm/dd/yyyy', () => {
    expect(displayDate('2024-05-01')).toBe('2024-05-01');
    expect(displayDate('2024-05-01 08:30:00')).toBe('2024-05-01');
    expect(displayDate(' 2024-05-01 ')).toBe('2024-05-01');
  });

  it('is empty for nothing', () => {
    expect(displayDate('')).toBeNull();
    expect(displayDate('  ')).toBeNull();
    expect(displayDate(null)).toBeNull();
    expect(displayDate(undefined)).toBeNull();
  });

  it('shows text that is no date as it is (what OCR read), for the rule to judge', () => {
    expect(displayDate('长期')).toBe('长期');
  });
});

describe('startDate', () => {
  const limits = dateFieldLimits({}, NOW);

  it("starts on the value's day", () => {
    expect(day(startDate('2020-03-08', limits, NOW))).toBe('2020-03-08');
  });

  it('starts on today without a readable value', () => {
    expect(day(startDate('', limits, NOW))).toBe('2026-11-22');
    expect(day(startDate('长期', limits, NOW))).toBe('2026-11-22');
  });

  it('keeps to the limits', () => {
    expect(day(startDate('2001-01-01', limits, NOW))).toBe('2016-11-22');
    const ahead = dateFieldLimits({ min: '2027-01-01', max: '2030-01-01' }, NOW);
    expect(day(startDate('', ahead, NOW))).toBe('2027-01-01');
    expect(day(startDate('2035-01-01', ahead, NOW))).toBe('2030-01-01');
  });
});
