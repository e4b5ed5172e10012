/** Money at the edges the wallet shows: zero, one fen, the largest balance, negatives, refusals. */
import { describe, expect, it } from 'vitest';
import { fenToYuan, parseYuanToFen } from '@/lib/domain/money';

describe('fenToYuan edges', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [999_999_999, '9,999,999.99'],
    [-1, '-0.01'],
    [-123_456, '-1,234.56'],
    [-0, '0.00'],
  ])('%d fen → %s', (fen, text) => {
    expect(fenToYuan(fen)).toBe(text);
  });
});

describe('parseYuanToFen edges', () => {
  it.each([
    ['9,999,999.99', 999_999_999],
    ['0.01', 1],
    ['0', 0],
    ['-0.01', -1],
    ['12864.5', 1_286_450],
  ])('%s → %d fen', (text, fen) => {
    expect(parseYuanToFen(text)).toBe(fen);
  });

  it.each(['1.001', '0.123', '12,34.5', '¥1.00', '', '.5'])('refuses %j', (text) => {
    expect(parseYuanToFen(text)).toBeNull();
  });

  it('reads back what it formats', () => {
    for (const fen of [0, 1, 105, 1_286_450, 999_999_999, -1]) {
      expect(parseYuanToFen(fenToYuan(fen))).toBe(fen);
    }
  });
});
