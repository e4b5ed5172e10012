import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan, formatYuan, parseYuanToFen, yuanToFenNumber } from '@/lib/domain/money';

describe('fenToYuan (§9: 2 decimals, thousands separators)', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [100000, '1,000.00'],
    [123456789, '1,234,567.89'],
    [-1, '-0.01'],
    [-123456789, '-1,234,567.89'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
    [12.5, '0.13'],
    [-12.5, '-0.13'],
    [-0, '0.00'],
    [-0.4, '0.00'],
  ])('%s fen → %s', (fen, text) => {
    expect(fenToYuan(fen)).toBe(text);
  });

  it('shows 0.00 for values that are not numbers', () => {
    expect(fenToYuan(Number.NaN)).toBe('0.00');
    expect(fenToYuan(Number.POSITIVE_INFINITY)).toBe('0.00');
    expect(fenToYuan(Number.NEGATIVE_INFINITY)).toBe('0.00');
    expect(fenToYuan(null)).toBe('0.00');
    expect(fenToYuan(undefined)).toBe('0.00');
    expect(fenToYuan('')).toBe('0.00');
    expect(fenToYuan('abc')).toBe('0.00');
  });

  it('formats integer strings exactly, even beyond the safe-integer range', () => {
    expect(fenToYuan('12345')).toBe('123.45');
    expect(fenToYuan('-5')).toBe('-0.05');
    expect(fenToYuan('123456789012345678901')).toBe('1,234,567,890,123,456,789.01');
  });

  it('formatYuan formats yuan values without float drift', () => {
    expect(formatYuan(1234.5)).toBe('1,234.50');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(1.005)).toBe('1.01');
    expect(formatYuan(-2.5)).toBe('-2.50');
    expect(formatYuan(1e-7)).toBe('0.00');
    expect(formatYuan(null)).toBe('0.00');
    expect(formatYuan(Number.NaN)).toBe('0.00');
    expect(yuanToFenNumber(19.99)).toBe(1999);
    expect(yuanToFenNumber(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('parseYuanToFen reads amounts back', () => {
    expect(parseYuanToFen('1,234,567.89')).toBe(123456789);
    expect(parseYuanToFen('0.1')).toBe(10);
    expect(parseYuanToFen('12')).toBe(1200);
    expect(parseYuanToFen('-0.01')).toBe(-1);
    expect(parseYuanToFen('-0.00')).toBe(0);
    expect(parseYuanToFen('1.234')).toBeNull();
    expect(parseYuanToFen('1,23.00')).toBeNull();
    expect(parseYuanToFen('abc')).toBeNull();
    expect(parseYuanToFen('')).toBeNull();
    expect(parseYuanToFen(null)).toBeNull();
    expect(parseYuanToFen('99999999999999999.00')).toBeNull();
  });
});

describe('money properties', () => {
  const fen = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('fenToYuan round-trips: parsing the text gives the fen back', () => {
    fc.assert(
      fc.property(fen, (n) => {
        expect(parseYuanToFen(fenToYuan(n))).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  it('always has 2 decimals and groups of 3 digits', () => {
    fc.assert(
      fc.property(fc.oneof(fen, fc.double()), (n) => {
        expect(fenToYuan(n)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with an integer-division oracle', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (n) => {
        const abs = n < 0n ? -n : n;
        const yuan = (abs / 100n).toLocaleString('en-US');
        const cents = String(abs % 100n).padStart(2, '0');
        expect(fenToYuan(n.toString())).toBe(`${n < 0n ? '-' : ''}${yuan}.${cents}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('formatYuan(fen / 100) equals fenToYuan(fen)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (n) => {
        expect(formatYuan(n / 100)).toBe(fenToYuan(n));
      }),
      { numRuns: 1000 },
    );
  });
});
