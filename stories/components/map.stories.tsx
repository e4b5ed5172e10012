import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MapView } from '@/components/map';
import {
  UNLOADING,
  loadingFence,
  loadingPoint,
  plan,
  track,
  trailLines,
  closePins,
  fromBeijing,
  meets,
} from './map-helpers';

const meta = {
  title: 'Components/Map/Offline',
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

export const Empty: Story = {
  tags: ['state'],
  args: { label: '运输轨迹', lines: [{ kind: 'track', path: [] }] },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('figure', { name: '运输轨迹' });
    await expect(within(map).getByRole('status')).toHaveTextContent('暂无位置信息');
    await expect(map.querySelector('svg')).toBeNull();
  },
};
