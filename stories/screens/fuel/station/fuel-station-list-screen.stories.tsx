import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FuelStationListScreen } from '@/features/fuel/station/screens/fuel-station-list-screen';
import { paths } from '@/lib/routing/paths';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, listPath, NEAR, NEW_ONLY, SLOW } from './fuel-station-story-helpers';

const meta = {
  title: 'Screens/Fuel/Station/List',
  component: FuelStationListScreen,
  // A paged list: shot at the phone's height (tests/visual/capture-state.ts, FIRST_SCREEN_TAG).
  tags: ['first-screen'],
  parameters: {
    route: paths.fuelStationList.to({}),
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof FuelStationListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByRole('region', { name: '油站列表' }, SLOW);

/** Located: nearest first with its distance, the new card's balance, the price struck through. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement));
    const first = (await rows.findAllByRole('link', {}, SLOW))[0]!;
    await expect(first).toHaveTextContent(NEAR.name);
    await expect(first).toHaveTextContent(/0\.\d km/);
    await expect(first.querySelector('del')).not.toBeNull();
    await expect(bodyOf(canvasElement).getByText('1,588.00')).toBeVisible();
    const [asked] = await sentRequests(listPath);
    await expect(asked?.body).toMatchObject({ oilType: 'new', longitude: 116.397 });
  },
};

/** Location refused: the banner with 重试, the list by name without distances. */
export const LocationDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const banner = await screen.findByText('定位未开启，无法按距离排序', {}, SLOW);
    await expect(banner).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    const rows = within(await list(canvasElement));
    const first = (await rows.findAllByRole('link', {}, SLOW))[0]!;
    await expect(first).not.toHaveTextContent(/\d km/);
    const [asked] = await sentRequests(listPath);
    await expect(asked?.body).not.toHaveProperty('longitude');
  },
};

export const SearchNoResult: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await within(await list(canvasElement)).findAllByRole('link', {}, SLOW);
    await userEvent.type(screen.getByLabelText('搜索油站'), '没有这个油站');
    await expect(await screen.findByText('暂无数据', {}, SLOW)).toBeVisible();
    await expect(screen.getByLabelText('搜索油站')).toHaveValue('没有这个油站');
    await waitFor(async () =>
      expect((await sentRequests(listPath)).at(-1)?.body).toMatchObject({
        keyword: '没有这个油站',
      }),
    );
  },
};

export const ListError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: listPath, state: 500, msg: '服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByText('查询出错', {}, SLOW)).toBeVisible();
  },
};

/** 旧油卡: the query says so, the old balance shows, new-card-only stations leave the list. */
export const SwitchToOldCard: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await within(await list(canvasElement)).findAllByRole('link', {}, SLOW);
    await userEvent.click(screen.getByRole('tab', { name: '旧油卡' }));
    await expectUrl(/^\/i\/fuel-station\?oilType=old$/);
    await expect(await screen.findByText('320.50')).toBeVisible();
    await waitFor(async () =>
      expect((await sentRequests(listPath)).at(-1)?.body).toMatchObject({ oilType: 'old' }),
    );
    const rows = within(await list(canvasElement));
    await rows.findAllByRole('link', {}, SLOW);
    await expect(rows.queryByText(NEW_ONLY.name)).toBeNull();
    await userEvent.click(rows.getByText(NEAR.name));
    await expectUrl(/^\/i\/fuel-station\/detail\?stationId=ST0001&oilType=old$/);
  },
};
