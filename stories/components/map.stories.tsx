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

/** A stand-in for the AMap API: draws each overlay as a line of text in the map's box. */
function fakeAMap(): AMapNamespace {
  const overlay = (kind: string) =>
    class {
      readonly text: string;
      constructor(options: { title?: string; radius?: number; path?: unknown[] }) {
        this.text = options.title ?? `${kind}${options.radius ? ` ${options.radius} 米` : ''}`;
      }
      setMap() {}
    };
  class FakeMap {
    private readonly list: HTMLUListElement;
    constructor(container: HTMLElement) {
      this.list = document.createElement('ul');
      this.list.dataset.fake = 'amap';
      container.append(this.list);
    }
    add(overlays: { text: string } | { text: string }[]) {
      for (const o of [overlays].flat()) {
        const item = document.createElement('li');
        item.textContent = o.text;
        this.list.append(item);
      }
    }
    clearMap() {
      this.list.replaceChildren();
    }
    setFitView() {}
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
