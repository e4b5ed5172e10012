import { describe, expect, it } from 'vitest';
import { placeText } from '@/lib/domain/place';

describe('places on cards', () => {
  it('names a point by its city and district', () => {
    expect(placeText({ regionName: '河北省 石家庄市 长安区' })).toBe('石家庄市 长安区');
    expect(placeText({ regionName: '北京市 北京市 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '北京市 市辖区 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '北京市 东城区' })).toBe('北京市 东城区');
    expect(placeText({ regionName: '  山西省   太原市  小店区 ' })).toBe('太原市 小店区');
  });
});
