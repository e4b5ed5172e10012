import { describe, expect, it } from 'vitest';
import { describeMap, fenceStatus, isEmpty } from '@/components/map/describe';
import { distanceText, hoursText } from '@/components/map/messages';
import type { MapContent, MapFence } from '@/components/map';

const fence: MapFence = {
  shape: 'circle',
  centre: [116, 39],
  radiusM: 500,
  label: '装货点电子围栏',
};
const none: MapContent = { markers: [], lines: [], fences: [] };

describe('distance and time texts', () => {
  it('says metres under a kilometre and kilometres to one decimal above', () => {
    expect(distanceText(0)).toBe('0 米');
    expect(distanceText(849.6)).toBe('850 米');
    expect(distanceText(1000)).toBe('1 公里');
    expect(distanceText(2_336)).toBe('2.3 公里');
    expect(distanceText(Number.NaN)).toBe('—');
  });

  it('says hours to one decimal, at least 0.1', () => {
    expect(hoursText(4.84)).toBe('4.8 小时');
    expect(hoursText(0.01)).toBe('0.1 小时');
  });
});

describe('fence status', () => {
  it('says how far the truck is from the fence edge', () => {
    // 0.025° north: 2780 m from the centre, 2280 m from the edge.
    const status = fenceStatus({
      ...none,
      fences: [fence],
      markers: [{ kind: 'truck', position: [116, 39.025], label: '冀A12345' }],
    });
    expect(status).toMatchObject({ inside: false, text: '距离围栏 2.3 公里' });
    expect(status!.distanceM).toBeCloseTo(2_279.9, 0);
  });

  it('says the truck is inside', () => {
    const status = fenceStatus({
      ...none,
      fences: [fence],
      markers: [{ kind: 'truck', position: [116.001, 39.001], label: '冀A12345' }],
    });
    expect(status).toMatchObject({ inside: true, distanceM: 0, text: '车辆在围栏内' });
  });

  it('measures to the nearest of several fences', () => {
    const far: MapFence = { shape: 'circle', centre: [117, 40], radiusM: 500, label: '卸货点' };
    const status = fenceStatus({
      ...none,
      fences: [far, fence],
      markers: [{ kind: 'truck', position: [116, 39.01], label: '车' }],
    });
    expect(status?.fence).toBe(fence);
  });

  it('has nothing to say without a truck or a fence', () => {
    expect(fenceStatus({ ...none, fences: [fence] })).toBeNull();
    expect(
      fenceStatus({ ...none, markers: [{ kind: 'truck', position: [1, 1], label: '' }] }),
    ).toBeNull();
  });
});

describe('text alternative', () => {
  it('lists markers, fences, the truck against the fence, lines and the route', () => {
    const lines = describeMap(
      {
        markers: [
          { kind: 'loading', position: [116, 39], label: '石家庄市 长安区' },
          { kind: 'truck', position: [116, 39.025], label: '冀A12345' },
        ],
        fences: [fence],
        lines: [
          {
            kind: 'track',
            path: [
              [116, 39],
              [116, 39.01],
            ],
          },
          { kind: 'planned', path: [[116, 39]] },
        ],
      },
      { distanceKm: 286.4, hours: 4.8 },
    );
    expect(lines).toEqual([
      '装货地：石家庄市 长安区',
      '车辆位置：冀A12345',
      '装货点电子围栏：半径 500 米',
      '距离围栏 2.3 公里',
      '行驶轨迹：约 1.1 公里',
      '全程约 286.4 公里，预计 4.8 小时',
    ]);
  });

  it('knows an empty map', () => {
    expect(isEmpty(none)).toBe(true);
    expect(isEmpty({ ...none, lines: [{ kind: 'track', path: [] }] })).toBe(true);
    expect(isEmpty({ ...none, fences: [fence] })).toBe(false);
  });
});
