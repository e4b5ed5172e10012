import { describe, expect, it } from 'vitest';
import { formatLitres, fuelQuote, parseCentilitres, priceOfCentilitres } from '@/lib/domain/fuel';

describe('fuel order arithmetic', () => {
  it('reads volumes with at most two decimals', () => {
    expect(parseCentilitres('120.5')).toBe(12050);
    expect(parseCentilitres(' 3 ')).toBe(300);
    expect(parseCentilitres('0.01')).toBe(1);
    expect(parseCentilitres('1.234')).toBeNull();
    expect(parseCentilitres('-1')).toBeNull();
    expect(parseCentilitres('abc')).toBeNull();
    expect(parseCentilitres('')).toBeNull();
  });

  it('prices a volume to the fen, half up', () => {
    expect(priceOfCentilitres(100, 712)).toBe(712);
    expect(priceOfCentilitres(50, 711)).toBe(356); // 355.5 → 356
    expect(priceOfCentilitres(12050, 698)).toBe(84109); // 841.09
  });

  it('an amount order pays the amount and buys the litres it covers, rounded down', () => {
    expect(fuelQuote('amount', 50000, 698, 745)).toEqual({
      litres: 71.63,
      totalPrice: 50000,
      discount: priceOfCentilitres(7163, 745) - 50000,
    });
  });

  it('a volume order pays the fen-exact price and shows the saving', () => {
    expect(fuelQuote('litres', 20000, 698, 745)).toEqual({
      litres: 200,
      totalPrice: 139600,
      discount: 9400,
    });
    expect(fuelQuote('litres', 100, 0, 745)).toEqual({ litres: 0, totalPrice: 0, discount: 0 });
  });

  it('formats litres with two decimals', () => {
    expect(formatLitres(71.6)).toBe('71.60');
  });
});
