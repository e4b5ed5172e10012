import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PlazaScreen } from '@/features/supply/plaza/screens/plaza-screen';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, cardsOf, loaded, NEAREST_PATH } from './plaza-story-helpers';

// The plaza runs in the native app (附近货源 asks it for the position); one bridge mode a file.
const meta = {
  title: 'Screens/Supply/Plaza/Plaza/Nearest',
  component: PlazaScreen,
  parameters: { route: '/supply', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PlazaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NearestWithLocation: Story = {
  tags: ['state'],
  parameters: { bridge: { location: { fixed: { longitude: 114.5, latitude: 38.04 } } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: '附近货源' }));
    const cards = await cardsOf(screen);
    // The phone stands in 石家庄: the nearest sources load there.
    await expect(cards[0]).toHaveTextContent(/距您 [\d.]+ km/);
    await expect(cards[0]).toHaveTextContent('石家庄市');
    await expect(screen.getByText('按装货地离您的距离排序')).toBeVisible();
    const [request] = await sentRequests(NEAREST_PATH);
    await expect(request?.body).toEqual({
      longitude: 114.5,
      latitude: 38.04,
      pageIndex: 1,
      pageSize: 20,
    });
  },
};

export const NearestLocationDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: '附近货源' }));
    await expect(await screen.findByText('无法获取您的位置')).toBeVisible();
    await expect(screen.getByText(/附近货源需要定位权限/)).toBeVisible();
    await expect(screen.queryByRole('region', { name: '货源列表' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去设置' }));
    const [settings] = await expectNativeRecord('openSettings');
    await expect(settings?.params).toEqual({ kind: 'location' });
    await expect(await sentRequests(NEAREST_PATH)).toHaveLength(0);
  },
};

export const NearestPositioningOff: Story = {
  tags: ['state'],
  parameters: { bridge: { location: { mode: 'off' } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: '附近货源' }));
    await expect(await screen.findByText('定位失败')).toBeVisible();
    await expect(screen.getByText(/请确认已打开手机定位/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '去设置' })).toBeNull();
    await expect(screen.getByRole('button', { name: '重新定位' })).toBeVisible();
  },
};

export const NearestAllowedInSettingsThenRelocate: Story = {
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: '附近货源' }));
    await screen.findByText('无法获取您的位置');
    storyNative().controls.permissions.set('location', 'granted');
    await userEvent.click(screen.getByRole('button', { name: '重新定位' }));
    const cards = await cardsOf(screen);
    await expect(cards[0]).toHaveTextContent(/距您 [\d.]+ km/);
  },
};
