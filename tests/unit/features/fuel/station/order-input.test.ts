import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  metresBetween,
  orderInputError,
  parseOrderValue,
  quoteOf,
} from '@/features/fuel/station/order-input';

const PRICE = { cardPrice: 698, listPrice: 745 };

describe('parseOrderValue', () => {
  it('reads yuan into fen and litres into centilitres', () => {
    expect(parseOrderValue('amount', '200')).toBe(20_000);
    expect(parseOrderValue('amount', '12.5')).toBe(1_250);
    expect(parseOrderValue('litres', '120.05')).toBe(12_005);
  });
  it('refuses more than 2 decimals, signs, separators and zero', () => {
    expect(parseOrderValue('amount', '1.234')).toBeNull();
    expect(parseOrderValue('amount', '-5')).toBeNull();
    expect(parseOrderValue('amount', '1,000')).toBeNull();
    expect(parseOrderValue('litres', '0')).toBeNull();
    expect(parseOrderValue('litres', 'abc')).toBeNull();
  });
});

describe('orderInputError', () => {
  const check = (mode: 'amount' | 'litres', text: string, balance = 1_000_000) =>
    orderInputError(mode, text, quoteOf(mode, text, PRICE), balance);

  it('asks for the input in the words of its mode', () => {
    expect(check('amount', ' ')).toBe('请输入加油金额');
    expect(check('litres', '')).toBe('请输入加油升数');
  });
  it('names the format of each mode', () => {
    expect(check('amount', '10.123')).toBe('金额格式不正确');
    expect(check('litres', '1.5.0')).toBe('升数格式不正确');
  });
  it('keeps to the smallest and the largest order', () => {
    expect(check('amount', '9.99')).toBe('单笔加油不能少于10元');
    expect(check('amount', '10')).toBeNull();
    expect(check('litres', '1')).toBe('单笔加油不能少于10元');
    expect(check('litres', '1500.01', 100_000_000)).toBe('单笔最多加油1500升');
    expect(check('litres', '1500', 100_000_000)).toBeNull();
  });
  it('refuses more than the card holds', () => {
    expect(check('amount', '500', 49_999)).toBe('油卡余额不足');
    expect(check('amount', '500', 50_000)).toBeNull();
    // 100 L at ¥6.98 is ¥698.00
    expect(check('litres', '100', 69_799)).toBe('油卡余额不足');
    expect(check('litres', '100', 69_800)).toBeNull();
  });
});

describe('quoteOf', () => {
  it('quotes the fen-exact price and saving', () => {
    expect(quoteOf('litres', '100', PRICE)).toEqual({
      litres: 100,
      totalPrice: 69_800,
      discount: 4_700,
    });
    expect(quoteOf('amount', '200', PRICE)?.litres).toBe(28.65);
    expect(quoteOf('amount', 'x', PRICE)).toBeNull();
    expect(quoteOf('amount', '200', null)).toBeNull();
  });
});

describe('distance', () => {
  it('measures and words it', () => {
    const m = metresBetween(
      { longitude: 116.397, latitude: 39.909 },
      { longitude: 116.397, latitude: 39.918 },
    );
    expect(m).toBeGreaterThan(990);
    expect(m).toBeLessThan(1010);
    expect(formatDistance(420.4)).toBe('420 m');
    expect(formatDistance(2345)).toBe('2.3 km');
  });
});
