import { describe, expect, it } from 'vitest';
import {
  layoutOfflineMap,
  svgPoints,
  VIEW_PADDING,
  VIEW_WIDTH,
} from '@/components/map/offline-layout';
import type { MapContent } from '@/components/map';

const trip: MapContent = {
  markers: [
    { kind: 'truck', position: [115.2, 38.9], label: '冀A12345' },
    { kind: 'loading', position: [114.5, 38], label: '石家庄市' },
    { kind: 'unloading', position: [116.4, 39.9], label: '北京市' },
  ],
  lines: [
    {
      kind: 'track',
      path: [
        [114.5, 38],
        [115.2, 38.9],
      ],
    },
    {
      kind: 'planned',
      path: [
        [114.5, 38],
        [116.4, 39.9],
      ],
    },
  ],
  fences: [{ shape: 'circle', centre: [116.4, 39.9], radiusM: 1_000, label: '卸货点电子围栏' }],
};

describe('offline map layout', () => {
  it('draws nothing for nothing', () => {
    expect(layoutOfflineMap({ markers: [], lines: [], fences: [] }, 240)).toBeNull();
  });

  it('keeps everything inside the padding', () => {
    const layout = layoutOfflineMap(trip, 240)!;
    const xs = layout.markers.map((m) => m.at.x);
    const ys = layout.markers.map((m) => m.at.y);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(VIEW_PADDING - 1e-9);
    expect(Math.max(...xs)).toBeLessThanOrEqual(VIEW_WIDTH - VIEW_PADDING + 1e-9);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(VIEW_PADDING - 1e-9);
    expect(Math.max(...ys)).toBeLessThanOrEqual(240 - VIEW_PADDING + 1e-9);
  });

  it('draws the planned route under the track and the truck over the points', () => {
    const layout = layoutOfflineMap(trip, 240)!;
    expect(layout.lines.map((l) => l.kind)).toEqual(['planned', 'track']);
    expect(layout.markers.map((m) => m.kind)).toEqual(['loading', 'unloading', 'truck']);
  });

  it('puts labels on the left near the right edge', () => {
    const layout = layoutOfflineMap(trip, 240)!;
    const beijing = layout.markers.find((m) => m.kind === 'unloading')!;
    const shijiazhuang = layout.markers.find((m) => m.kind === 'loading')!;
    expect(beijing.labelSide).toBe('left');
    expect(shijiazhuang.labelSide).toBe('right');
  });

  it('moves labels out of the way when the truck stands at a point', () => {
    const atYard = layoutOfflineMap(
      {
        ...trip,
        lines: [],
        markers: [trip.markers[1]!, { kind: 'truck', position: [114.501, 38.001], label: '车' }],
      },
      240,
    )!;
    expect(atYard.markers.map((m) => [m.kind, m.labelSide])).toEqual([
      ['loading', 'left'],
      ['truck', 'below'],
    ]);
  });

  it('keeps the top inset free for the fence status', () => {
    const points = { ...trip, fences: [] };
    const plain = layoutOfflineMap(points, 240)!;
    const inset = layoutOfflineMap(points, 240, 36)!;
    const top = (l: typeof plain) => Math.min(...l.markers.map((m) => m.at.y));
    expect(top(plain)).toBeCloseTo(VIEW_PADDING, 6);
    expect(top(inset)).toBeCloseTo(VIEW_PADDING + 36, 6);
    expect(Math.max(...inset.markers.map((m) => m.at.y))).toBeCloseTo(240 - VIEW_PADDING, 6);
  });

  it('sizes a fence by its radius and picks a scale bar to match', () => {
    const layout = layoutOfflineMap({ markers: [], lines: [], fences: [trip.fences[0]!] }, 240)!;
    // 2 km across the 168-unit inner height.
    expect(layout.circles[0]!.r).toBeCloseTo(84, 1);
    expect(layout.scale).toMatchObject({ metres: 1000, label: '1 公里' });
    expect(layout.scale.length).toBeCloseTo(84, 1);
  });

  it('lays out the same content the same way every time', () => {
    expect(layoutOfflineMap(trip, 240)).toEqual(layoutOfflineMap(trip, 240));
    expect(
      svgPoints([
        { x: 1.234, y: 5.678 },
        { x: 9, y: 10 },
      ]),
    ).toBe('1.2,5.7 9.0,10.0');
  });
});
