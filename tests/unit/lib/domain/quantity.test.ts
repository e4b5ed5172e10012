import { describe, expect, it } from 'vitest';
import { formatNumber, formatQuantity, monthLabel, plainQuantity } from '@/lib/domain/quantity';

describe('formatNumber', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatNumber(40000)).toBe('40,000');
    expect(formatNumber(32.5)).toBe('32.5');
    expect(formatNumber(1234567.1)).toBe('1,234,567.1');
    expect(formatNumber(32)).toBe('32');
  });

  it('rounds to at most 3 decimals, or as asked', () => {
    expect(formatNumber(1.23456)).toBe('1.235');
    expect(formatNumber(1.23456, 1)).toBe('1.2');
    expect(formatNumber(0.0004)).toBe('0');
  });

  it('reads numeric text, with or without separators', () => {
    expect(formatNumber('40000')).toBe('40,000');
    expect(formatNumber(' 40,000.50 ')).toBe('40,000.5');
  });

  it('keeps the sign of a negative, but not of a rounded zero', () => {
    expect(formatNumber(-1500)).toBe('-1,500');
    expect(formatNumber(-0.0001)).toBe('0');
  });

  it('says — for what is not a number', () => {
    for (const bad of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(bad)).toBe('—');
    }
  });
});

describe('formatQuantity', () => {
  it('puts the unit right after the number', () => {
    expect(formatQuantity(40000, 'kg')).toBe('40,000kg');
    expect(formatQuantity(32, '吨')).toBe('32吨');
    expect(formatQuantity('30', '方')).toBe('30方');
  });

  it('shows — without a unit when there is no number', () => {
    expect(formatQuantity(null, '吨')).toBe('—');
  });
});

describe('plainQuantity', () => {
  it('writes at most 3 decimals without trailing zeros', () => {
    expect(plainQuantity(32.5)).toBe('32.5');
    expect(plainQuantity(30)).toBe('30');
    expect(plainQuantity(0.1 + 0.2)).toBe('0.3');
    expect(plainQuantity(12.34567)).toBe('12.346');
    expect(plainQuantity(Number.NaN)).toBe('0');
  });
});

describe('monthLabel', () => {
  it('says a month the way a person reads it', () => {
    expect(monthLabel('2026-11')).toBe('2026年11月');
    expect(monthLabel('2026-3')).toBe('2026年03月');
    expect(monthLabel('2026-11-05')).toBe('2026年11月');
    expect(monthLabel(new Date(2026, 0, 15))).toBe('2026年01月');
  });

  it('leaves what is not a month as it is', () => {
    expect(monthLabel('上月')).toBe('上月');
    expect(monthLabel(new Date(Number.NaN))).toBe('—');
  });
});
