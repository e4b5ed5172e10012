import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  MapView,
  offlinePlanRoute,
  type LngLat,
  type MapFence,
  type MapLine,
  type MapMarker,
} from '@/components/map';
import { AMapLoadError } from '@/components/map/amap-loader';
import type { AMapLoader, AMapNamespace } from '@/components/map/amap-types';

const LOADING: LngLat = [114.54, 38.05];
const UNLOADING: LngLat = [117.2, 39.13];

const loadingFence: MapFence = {
  shape: 'circle',
  centre: LOADING,
  radiusM: 500,
  label: '长安区装货点电子围栏',
};

const loadingPoint: MapMarker = { kind: 'loading', position: LOADING, label: '石家庄市 长安区' };

const plan = offlinePlanRoute(LOADING, UNLOADING);

/** Where the truck went: the first 13 points of the plan, drifting off it the way roads do. */
const track: LngLat[] = plan.path
  .slice(0, 13)
  .map(([lng, lat], i) => [lng + Math.sin(i * 1.3) * 0.02, lat - Math.cos(i * 0.9) * 0.012]);
track[0] = LOADING;

const trailLines: MapLine[] = [
  { kind: 'planned', path: plan.path },
  { kind: 'track', path: track },
];

/**
 * A stand-in for the AMap API: draws each overlay as a line of text in the map's box; a marker's
 * label side is its line's `data-label`. Points are drawn where a fitted view would put them
 * (the markers' bounds over the box, 40 px in).
 */
function fakeAMap(): AMapNamespace {
  const overlay = (kind: string) =>
    class {
      readonly text: string;
      readonly position?: LngLat;
      item: HTMLLIElement | null = null;
      constructor(options: {
        title?: string;
        radius?: number;
        path?: unknown[];
        position?: LngLat;
      }) {
        this.text = options.title ?? `${kind}${options.radius ? ` ${options.radius} 米` : ''}`;
        this.position = options.position;
      }
      setMap() {}
      setLabel(label: { direction?: string }) {
        if (this.item) this.item.dataset.label = label.direction ?? 'center';
      }
    };
  class FakeMap {
    private readonly list: HTMLUListElement;
    private bounds = { west: 0, east: 1, south: 0, north: 1 };
    constructor(private readonly container: HTMLElement) {
      this.list = document.createElement('ul');
      this.list.dataset.fake = 'amap';
      container.append(this.list);
    }
    add(
      overlays:
        | { text: string; item: HTMLLIElement | null }
        | { text: string; item: HTMLLIElement | null }[],
    ) {
      for (const o of [overlays].flat()) {
        const item = document.createElement('li');
        item.textContent = o.text;
        o.item = item;
        this.list.append(item);
      }
    }
    clearMap() {
      this.list.replaceChildren();
    }
    setFitView(overlays: { position?: LngLat }[] = []) {
      const points = overlays.flatMap((o) => (o.position ? [o.position] : []));
      if (points.length === 0) return;
      const lngs = points.map((p) => p[0]);
      const lats = points.map((p) => p[1]);
      this.bounds = {
        west: Math.min(...lngs),
        east: Math.max(...lngs),
        south: Math.min(...lats),
        north: Math.max(...lats),
      };
    }
    lngLatToContainer([lng, lat]: LngLat) {
      const { west, east, south, north } = this.bounds;
      const w = this.container.clientWidth - 80;
      const h = this.container.clientHeight - 80;
      const x = 40 + (east > west ? ((lng - west) / (east - west)) * w : w / 2);
      const y = 40 + (north > south ? ((north - lat) / (north - south)) * h : h / 2);
      return { getX: () => x, getY: () => y };
    }
    destroy() {
      this.list.remove();
    }
  }
  return {
    Map: FakeMap,
    Marker: overlay('标记'),
    Polyline: overlay('线'),
    Circle: overlay('圆形围栏'),
    Polygon: overlay('多边形围栏'),
  } as unknown as AMapNamespace;
}

const neverLoads: AMapLoader = () => Promise.reject(new AMapLoadError('timeout'));

/** The first load times out (no signal); the retry gets the API. */
function FlakyAMap() {
  const [load] = useState<AMapLoader>(() => {
    let tries = 0;
    return () => {
      tries += 1;
      return tries === 1 ? neverLoads() : Promise.resolve(fakeAMap());
    };
  });
  return (
    <MapView
      label="装货地电子围栏"
      provider="amap"
      loadAMap={load}
      markers={[loadingPoint]}
      fences={[loadingFence]}
    />
  );
}

const meta = {
  title: 'Components/Map',
  component: MapView,
  tags: ['autodocs'],
  args: { label: '位置', provider: 'offline' },
  parameters: {
    docs: {
      description: {
        component: `
Maps behind one adapter. \`MapView\` takes markers (truck, loading, unloading, point), lines
(track: where the truck went, solid; planned: the route, dashed), fences (circle with a radius in
metres, or polygon) and an optional route summary, and fits the view to them. The build picks the
renderer: \`VITE_MAP_PROVIDER=amap\` draws with AMap (loaded lazily with \`VITE_AMAP_KEY\`, with
地图加载失败 and 重试 when it cannot load); anything else draws the offline SVG map, which needs no
network and paints the same pixels every time. Over a fence with a truck it says where the truck
stands (车辆在围栏内 / 距离围栏 2.3 公里); a hidden list says everything for screen readers.
\`planRoute(from, to)\` gives distance (km), time (h) and a path the same way.
`,
      },
    },
  },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /toLoacation: one point on the map. */
export const Point: Story = {
  tags: ['state'],
  args: {
    label: '位置',
    markers: [{ kind: 'point', position: [116.397, 39.909], label: '北京市 东城区 天安门广场' }],
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '位置' });
    await expect(within(map).getByText('北京市 东城区 天安门广场')).toBeVisible();
    await expect(map).toHaveTextContent('位置：北京市 东城区 天安门广场');
    await expect(within(map).getByText('500 米')).toBeVisible();
    await expect(within(map).queryByTestId('fence-status')).toBeNull();
  },
};

/** /toGeofence with the truck at the loading point. */
export const TruckInsideFence: Story = {
  tags: ['state'],
  args: {
    label: '装货地电子围栏',
    fences: [loadingFence],
    markers: [loadingPoint, { kind: 'truck', position: [114.542, 38.051], label: '冀A12345' }],
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '装货地电子围栏' });
    await expect(within(map).getByTestId('fence-status')).toHaveTextContent('车辆在围栏内');
    await expect(map).toHaveTextContent('长安区装货点电子围栏：半径 500 米');
    await expect(within(map).getByText('冀A12345')).toBeVisible();
  },
};

/** /toGeofence with the truck 2.3 km short of the fence: the driver is told how far. */
export const TruckOutsideFence: Story = {
  tags: ['state'],
  args: {
    label: '装货地电子围栏',
    fences: [loadingFence],
    markers: [loadingPoint, { kind: 'truck', position: [114.54, 38.075], label: '冀A12345' }],
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '装货地电子围栏' });
    const status = within(map).getByTestId('fence-status');
    await expect(status).toBeVisible();
    await expect(status).toHaveTextContent('距离围栏 2.3 公里');
    await expect(map.querySelector('figcaption')).toHaveTextContent('距离围栏 2.3 公里');
  },
};

/** /waybill/detail/trail: the track driven so far over the planned route, with km and hours. */
export const Trail: Story = {
  tags: ['state'],
  args: {
    label: '运输轨迹',
    height: 300,
    lines: trailLines,
    markers: [
      loadingPoint,
      { kind: 'unloading', position: UNLOADING, label: '天津市 滨海新区' },
      { kind: 'truck', position: track.at(-1)!, label: '冀A12345' },
    ],
    route: { distanceKm: plan.distanceKm, hours: plan.hours },
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '运输轨迹' });
    const summary = `全程约 ${plan.distanceKm} 公里，预计 ${plan.hours} 小时`;
    await expect(within(map).getByText(summary, { selector: 'p' })).toBeVisible();
    await expect(within(map).getByText('行驶轨迹', { selector: 'li' })).toBeVisible();
    await expect(within(map).getByText('规划路线', { selector: 'li' })).toBeVisible();
    await expect(map.querySelector('[data-line="planned"]')).toHaveAttribute('stroke-dasharray');
    await expect(map.querySelector('[data-line="track"]')).not.toHaveAttribute('stroke-dasharray');
    await expect(map).toHaveTextContent('天津市 滨海新区');
  },
};

/** 南京 and a yard 40 km east of it, at the end of a track from 北京: pins a few pixels apart. */
const NANJING: LngLat = [118.77, 32.07];
const NEXT_DOOR: LngLat = [119.2, 32.1];
const closePins: MapMarker[] = [
  { kind: 'loading', position: NANJING, label: '南京市 鼓楼区' },
  { kind: 'unloading', position: NEXT_DOOR, label: '镇江市 句容市' },
];
const fromBeijing: MapLine[] = [
  {
    kind: 'track',
    path: [[116.4, 39.9], [117.2, 36.6], NANJING],
  },
];

type Rect = { left: number; right: number; top: number; bottom: number };
const meets = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * 装货地 and 卸货地 a few pixels apart: each label sits where it covers neither the other pin nor
 * the other label (the kit's collision rule, label-placement.ts).
 */
export const ClosePins: Story = {
  tags: ['state'],
  args: { label: '运输轨迹', height: 300, markers: closePins, lines: fromBeijing },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '运输轨迹' });
    const groups = [...map.querySelectorAll<SVGGElement>('svg g[transform]')].filter((g) =>
      g.querySelector('text[data-label-side]'),
    );
    await expect(groups).toHaveLength(2);
    const parts = groups.map((g) => ({
      pin: g.querySelector('path')!.getBoundingClientRect(),
      label: g.querySelector('text[data-label-side]')!.getBoundingClientRect(),
      side: g.querySelector('text[data-label-side]')!.getAttribute('data-label-side'),
    }));
    const [loading, unloading] = parts as [(typeof parts)[0], (typeof parts)[0]];
    await expect(meets(loading.label, unloading.pin)).toBe(false);
    await expect(meets(unloading.label, loading.pin)).toBe(false);
    await expect(meets(loading.label, unloading.label)).toBe(false);
    // The western pin writes westwards, the eastern one eastwards.
    await expect([loading.side, unloading.side]).toEqual(['left', 'right']);
    await expect(within(map).getByText('南京市 鼓楼区', { selector: 'text' })).toBeVisible();
    await expect(within(map).getByText('镇江市 句容市', { selector: 'text' })).toBeVisible();
  },
};

/** The same rule on AMap: the labels are set once the view is fitted, away from each other. */
export const AmapClosePins: Story = {
  args: {
    label: '运输轨迹',
    provider: 'amap',
    loadAMap: () => Promise.resolve(fakeAMap()),
    markers: [...closePins, { kind: 'point', position: [116.4, 39.9], label: '北京市' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByText('装货地：南京市 鼓楼区', {
      selector: '[data-fake] li',
    });
    const unloading = canvas.getByText('卸货地：镇江市 句容市', { selector: '[data-fake] li' });
    await expect(loading).toHaveAttribute('data-label');
    await expect(unloading).toHaveAttribute('data-label');
    // Neither writes its label over the other: the one on the left does not point right at it.
    await expect([loading.dataset.label, unloading.dataset.label]).not.toEqual(['right', 'left']);
    await expect(loading.dataset.label).not.toBe(unloading.dataset.label);
  },
};

export const Empty: Story = {
  tags: ['state'],
  args: { label: '运输轨迹', lines: [{ kind: 'track', path: [] }] },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '运输轨迹' });
    await expect(within(map).getByRole('status')).toHaveTextContent('暂无位置信息');
    await expect(map.querySelector('svg')).toBeNull();
  },
};

/** AMap could not be loaded (no signal, or a blocked key): said plainly, with 重试. */
export const AmapLoadFailed: Story = {
  tags: ['state'],
  args: {
    label: '装货地电子围栏',
    provider: 'amap',
    loadAMap: neverLoads,
    markers: [loadingPoint],
    fences: [loadingFence],
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '装货地电子围栏' });
    const alert = await within(map).findByRole('alert');
    await expect(alert).toHaveTextContent('地图加载失败');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

/** The retry loads AMap and the adapter draws the fence and the point with it. */
export const AmapRetryWorks: Story = {
  render: () => <FlakyAMap />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(
      await canvas.findByText('装货地：石家庄市 长安区', { selector: '[data-fake] li' }),
    ).toBeVisible();
    await expect(canvas.getByText('圆形围栏 500 米')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
