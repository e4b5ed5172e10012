import { describe, expect, it } from 'vitest';
import { quantityError } from '@/features/waybill/trip/hooks/quantity';
import { fenceRefusal } from '@/features/waybill/trip/messages';

describe('trip quantity', () => {
  it('takes a positive number with at most 3 decimals', () => {
    expect(quantityError('32', 'load')).toBeNull();
    expect(quantityError(' 31.875 ', 'unload')).toBeNull();
  });
  it('refuses empty, zero, negative and non-numbers with the step’s message', () => {
    for (const bad of ['', '0', '0.000', '-1', 'abc', '1e3', '3.'])
      expect(quantityError(bad, 'load')).toBe('请输入正确的装货数量');
    expect(quantityError('', 'unload')).toBe('请输入正确的卸货数量');
  });
  it('refuses a fourth decimal', () => {
    expect(quantityError('12.3456', 'load')).toBe('数量最多保留3位小数');
  });
});

describe('fence refusal', () => {
  it('says km with one decimal from 1 km, metres below', () => {
    expect(fenceRefusal('loading', 2345)).toBe('当前位置距装货地 2.3 公里，请到达装货地后再发车');
    expect(fenceRefusal('unloading', 850)).toBe('当前位置距卸货地 850 米，请到达卸货地后再卸货');
  });
});
