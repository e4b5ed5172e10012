import { describe, expect, it } from 'vitest';
import { amapOverlays, markerHtml } from '@/components/map/amap-overlays';
import { amapPlanRoute, fromAMapDriving } from '@/components/map/amap-route';
import type { AMapDrivingResult, AMapNamespace } from '@/components/map/amap-types';
import type { MapContent } from '@/components/map';

/** Each AMap constructor records what it was built with. */
function fakeAMap(
  driving?: (done: (s: 'complete' | 'error', r: AMapDrivingResult) => void) => void,
) {
  const made: { type: string; options: Record<string, unknown> }[] = [];
  const overlay = (type: string) =>
    class {
      constructor(options: Record<string, unknown>) {
        made.push({ type, options });
      }
      setMap() {}
    };
  const ns = {
    Map: class {},
    Marker: overlay('Marker'),
    Polyline: overlay('Polyline'),
    Circle: overlay('Circle'),
    Polygon: overlay('Polygon'),
    Driving: driving
      ? class {
          search(
            _f: unknown,
            _t: unknown,
            done: (s: 'complete' | 'error', r: AMapDrivingResult) => void,
          ) {
            driving(done);
          }
        }
      : undefined,
  } as unknown as AMapNamespace;
  return { ns, made };
}

const content: MapContent = {
  markers: [
    { kind: 'truck', position: [116.1, 39.1], label: '冀A12345' },
    { kind: 'loading', position: [116, 39], label: '<b>长安区</b>' },
  ],
  lines: [
    {
      kind: 'track',
      path: [
        [116, 39],
        [116.1, 39.1],
      ],
    },
    {
      kind: 'planned',
      path: [
        [116, 39],
        [116.5, 39.5],
      ],
    },
    { kind: 'planned', path: [[116, 39]] },
  ],
  fences: [
    { shape: 'circle', centre: [116, 39], radiusM: 800, label: '装货点电子围栏' },
    {
      shape: 'polygon',
      path: [
        [116, 39],
        [116.1, 39],
        [116.1, 39.1],
      ],
      label: '卸货区',
    },
  ],
};

describe('AMap overlays', () => {
  it('draws fences, then planned under track, then markers on top', () => {
    const { ns, made } = fakeAMap();
    const overlays = amapOverlays(ns, content);
    expect(overlays).toHaveLength(6);
    expect(made.map((o) => o.type)).toEqual([
      'Circle',
      'Polygon',
      'Polyline',
      'Polyline',
      'Marker',
      'Marker',
    ]);
    expect(made[0]!.options).toMatchObject({ center: [116, 39], radius: 800 });
    expect(made[2]!.options).toMatchObject({ strokeStyle: 'dashed', path: content.lines[1]!.path });
    expect(made[3]!.options).toMatchObject({ strokeStyle: 'solid', path: content.lines[0]!.path });
    expect(made[4]!.options).toMatchObject({
      position: [116.1, 39.1],
      title: '车辆位置：冀A12345',
    });
  });

  it("puts the kind's character in the marker HTML and the label in its title", () => {
    expect(markerHtml({ kind: 'loading', position: [0, 0], label: 'x' })).toContain('>装</div>');
    const { ns, made } = fakeAMap();
    amapOverlays(ns, content);
    expect(made[5]!.options.title).toBe('装货地：<b>长安区</b>');
    expect(JSON.stringify(made.map((o) => o.options.content))).not.toContain('<b>');
  });
});

describe('AMap driving route', () => {
  const answer: AMapDrivingResult = {
    routes: [
      {
        distance: 286_440,
        time: 17_280,
        steps: [
          {
            path: [
              { lng: 116, lat: 39 },
              { lng: 116.2, lat: 39.1 },
            ],
          },
          { path: [{ lng: 116.3, lat: 39.2 }] },
        ],
      },
    ],
  };

  it('turns metres and seconds into km and hours, and the steps into one path', () => {
    expect(fromAMapDriving(answer)).toEqual({
      distanceKm: 286.4,
      hours: 4.8,
      path: [
        [116, 39],
        [116.2, 39.1],
        [116.3, 39.2],
      ],
    });
    expect(fromAMapDriving({ routes: [] })).toBeNull();
  });

  it('plans through AMap.Driving', async () => {
    const { ns } = fakeAMap((done) => done('complete', answer));
    await expect(amapPlanRoute([116, 39], [116.3, 39.2], async () => ns)).resolves.toMatchObject({
      distanceKm: 286.4,
      hours: 4.8,
    });
  });

  it('rejects when AMap finds no route or has no Driving plugin', async () => {
    const failing = fakeAMap((done) => done('error', { info: 'INVALID_USER_KEY' }));
    await expect(amapPlanRoute([1, 1], [2, 2], async () => failing.ns)).rejects.toMatchObject({
      name: 'RoutePlanError',
      status: 'error',
    });
    const bare = fakeAMap();
    await expect(amapPlanRoute([1, 1], [2, 2], async () => bare.ns)).rejects.toMatchObject({
      status: 'no-driving-plugin',
    });
  });
});
