import { describe, expect, it } from 'vitest';
import { localFence } from '@/features/waybill/trip/api/offline';
import { refusalTitle } from '@/features/waybill/trip/hooks/step-refusal';
import type { LocationFix } from '@/lib/bridge/protocol';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';

const YARD = { longitude: 118.77, latitude: 32.07 };
/** Metres per degree of latitude. */
const M_PER_DEG = (6_371_000 * Math.PI) / 180;

const detail = {
  loadingStart: '2026-11-22 10:00:00',
  loadingFence: { ...YARD, radiusM: 1000, name: '鼓楼区装货点电子围栏' },
  unloadingFence: null,
} as unknown as WaybillDetail;

const fixAt = (metresNorth: number): LocationFix => ({
  longitude: YARD.longitude,
  latitude: YARD.latitude + metresNorth / M_PER_DEG,
  accuracy: 10,
  speed: 0,
  heading: 0,
  time: 0,
});
/** 2026-11-22 in China time. */
const at = (hhmmss: string) => Date.parse(`2026-11-22T${hhmmss}+08:00`);

describe('the phone judges a step without signal as the platform would', () => {
  it('refuses outside the fence first, with the distance', () => {
    const check = localFence(detail, 'loading', fixAt(2300), at('09:00:00'));
    expect(check).toMatchObject({ fenced: true, inside: false });
    expect(check.refusal).toEqual({
      rule: 'fence',
      message: '当前位置距装货地 2.3 公里，请到达装货地后再发车',
    });
  });

  it('refuses a departure inside the fence before the loading window, with its opening time', () => {
    expect(localFence(detail, 'loading', fixAt(200), at('09:59:59')).refusal).toEqual({
      rule: 'window',
      message: '未到装货时间，请于 2026-11-22 10:00:00 后再发车',
    });
    expect(localFence(detail, 'loading', fixAt(200), at('10:00:00')).refusal).toBeNull();
  });

  it('leaves the fence to the platform without a fix or a fence, and the window to departure', () => {
    expect(localFence(detail, 'loading', null, at('10:30:00'))).toMatchObject({
      inside: true,
      refusal: null,
    });
    expect(localFence(detail, 'unloading', fixAt(50_000), at('09:00:00'))).toEqual({
      fenced: false,
      inside: true,
      distanceM: 0,
      refusal: null,
    });
    // A malformed opening time refuses nothing.
    const odd = { ...detail, loadingStart: 'soon' } as WaybillDetail;
    expect(localFence(odd, 'loading', fixAt(0), at('09:00:00')).refusal).toBeNull();
  });

  it('names the dialog for the rule', () => {
    expect(refusalTitle({ rule: 'fence', message: '' }, 'loading')).toBe('不在电子围栏内');
    expect(refusalTitle({ rule: 'window', message: '' }, 'loading')).toBe('未到装货时间');
    expect(refusalTitle({ rule: 'vehicle', message: '' }, 'loading')).toBe('暂不能发车');
    expect(refusalTitle({ rule: 'status', message: '' }, 'unloading')).toBe('暂不能卸货');
  });
});
