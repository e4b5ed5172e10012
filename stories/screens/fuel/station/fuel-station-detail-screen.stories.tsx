import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FuelStationDetailScreen } from '@/features/fuel/station/screens/fuel-station-detail-screen';
import { fuel } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { expectNativeRecord } from '../../../support/bridge';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, NEAR, signInAt, SLOW } from './fuel-station-story-helpers';

const meta = {
  title: 'Screens/Fuel/Station/Detail',
  component: FuelStationDetailScreen,
  parameters: {
    route: paths.fuelStationDetail.to({ stationId: NEAR.id, oilType: 'new' }),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof FuelStationDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const prices = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByRole('region', { name: '今日油价' }, SLOW);
const signIn = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByRole('region', { name: '到站签到' }, SLOW);

/** Not signed in: the station, today's prices, 未签到 with 去签到 and 去加油. */
export const NotSignedIn: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: new RegExp(NEAR.name) }, SLOW),
    ).toBeVisible();
    const table = within(await prices(canvasElement)).getByRole('table');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    const card = within(await signIn(canvasElement));
    await expect(await card.findByText('未签到')).toBeVisible();
    await expect(card.getByRole('link', { name: '去签到' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  tags: ['state'],
  beforeEach: async () => {
    await clearOverlays();
    await signInAt();
  },
  play: async ({ canvasElement }) => {
    const card = within(await signIn(canvasElement));
    await expect(await card.findByText(/^已签到（\d\d:\d\d前有效）$/, {}, SLOW)).toBeVisible();
    await expect(card.queryByRole('link', { name: '去签到' })).toBeNull();
    await prices(canvasElement);
  },
};

/** A station that is not there (a stale link): 未找到该油站 with the way back to the stations. */
export const StationMissing: Story = {
  tags: ['state'],
  parameters: { route: paths.fuelStationDetail.to({ stationId: 'ST9999', oilType: 'new' }) },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('未找到该油站');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回油站列表' })).toHaveAttribute(
      'href',
      paths.fuelStationList.to({ oilType: 'new' }),
    );
  },
};

export const PriceError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: { faults: [{ path: fuel.getOilPrice.path, state: 500, msg: '油价服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('油价加载失败', {}, SLOW)).toBeVisible();
    await expect(await screen.findByText('油价服务繁忙')).toBeVisible();
    await signIn(canvasElement);
  },
};

/** 去加油 without a sign-in leads to the sign-in first. */
export const FuelLeadsToSignIn: Story = {
  play: async ({ canvasElement }) => {
    const card = within(await signIn(canvasElement));
    await userEvent.click(await card.findByRole('link', { name: '去加油' }));
    await expectUrl(/^\/i\/fuel-station\/sign-in\?stationId=ST0001&oilType=new$/);
  },
};

/** 导航 hands the station to the phone's map app in truck mode. */
export const Navigate: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '导航' }, SLOW));
    const [record] = await expectNativeRecord('openMap');
    await expect(JSON.stringify(record)).toContain(NEAR.name);
  },
};
