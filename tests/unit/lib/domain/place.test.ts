import { describe, expect, it } from 'vitest';
import { formatQuantity, placeText } from '@/lib/domain/place';

describe('places and quantities on cards', () => {
  it('names a point by its city and district', () => {
    expect(placeText({ regionName: '河北省 石家庄市 长安区' })).toBe('石家庄市 长安区');
    expect(placeText({ regionName: '北京市 北京市 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '北京市 市辖区 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '北京市 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '  山西省   太原市  小店区 ' })).toBe('太原市 小店区');
  });

  it('writes at most 3 decimals without trailing zeros', () => {
    expect(formatQuantity(32.5)).toBe('32.5');
    expect(formatQuantity(30)).toBe('30');
    expect(formatQuantity(0.1 + 0.2)).toBe('0.3');
    expect(formatQuantity(12.34567)).toBe('12.346');
    expect(formatQuantity(Number.NaN)).toBe('0');
  });
});
