import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MapView } from '@/components/map';
import {
  loadingFence,
  loadingPoint,
  fakeAMap,
  neverLoads,
  FlakyAMap,
  closePins,
} from './map-helpers';

const meta = {
  title: 'Components/Map/Amap',
  component: MapView,
  tags: ['autodocs'],
  args: { label: '位置', provider: 'offline' },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

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
