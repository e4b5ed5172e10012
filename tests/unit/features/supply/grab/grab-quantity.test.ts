import { describe, expect, it } from 'vitest';
import { parseQuantity, validateQuantity } from '@/features/supply/grab/hooks/grab-quantity';

const LIMITS = { minQuantity: 10, remainingQuantity: 1200, unit: 'ton' as const };

describe('the bulk quantity a driver types', () => {
  it('takes plain decimal numbers only', () => {
    expect(parseQuantity(' 30 ')).toBe(30);
    expect(parseQuantity('32.5')).toBe(32.5);
    expect(parseQuantity('32.')).toBe(32);
    for (const text of ['', '.', '-1', '1e3', '3,2', '三十', '0x10']) {
      expect(parseQuantity(text)).toBeNull();
    }
  });

  it('answers the message to show, in the order a driver meets them', () => {
    expect(validateQuantity('', LIMITS)).toBe('请输入装货数量');
    expect(validateQuantity('abc', LIMITS)).toBe('请输入正确的数量');
    expect(validateQuantity('30.1234', LIMITS)).toBe('装货数量最多保留3位小数');
    expect(validateQuantity('0', LIMITS)).toBe('装货数量须大于0');
    expect(validateQuantity('1200.5', LIMITS)).toBe('超出剩余数量，最多可装1200吨');
    expect(validateQuantity('9.999', LIMITS)).toBe('单车最少装10吨');
    expect(validateQuantity('30.125', LIMITS)).toBeNull();
    expect(validateQuantity('1200', LIMITS)).toBeNull();
  });

  it('lets the last part of a source be taken whole when it is under the minimum', () => {
    const last = { minQuantity: 10, remainingQuantity: 6.5, unit: 'cubic' as const };
    expect(validateQuantity('6.5', last)).toBeNull();
    expect(validateQuantity('6', last)).toBe('单车最少装6.5方');
    expect(validateQuantity('7', last)).toBe('超出剩余数量，最多可装6.5方');
  });

  it('caps the quantity by what the chosen truck carries, keeping what was typed', () => {
    const truck = { ...LIMITS, capacity: 40 };
    expect(validateQuantity('40', truck)).toBeNull();
    expect(validateQuantity('40.001', truck)).toBe('超出车辆核定载质量，本车最多可装40吨');
    expect(validateQuantity('1200', truck)).toBe('超出车辆核定载质量，本车最多可装40吨');
    // Less left than the truck carries: the remaining quantity is the cap.
    const last = { ...truck, remainingQuantity: 32 };
    expect(validateQuantity('35', last)).toBe('超出剩余数量，最多可装32吨');
    // 方 are not limited by the load.
    expect(validateQuantity('1200', { ...LIMITS, unit: 'cubic', capacity: null })).toBeNull();
  });
});
