import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlazaScreen } from '@/features/supply/plaza/screens/plaza-screen';
import { PLAZA_STORAGE_KEY } from '@/features/supply/plaza/hooks/plaza-filter-state';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  cardsOf,
  choose,
  listBodies,
  listRegion,
  loaded,
  nthListBody,
  openFilters,
  pickRegion,
  PLATES_PATH,
  seededPlates,
} from './plaza-story-helpers';

/** Taps a tab-bar entry until the app is there (the bar may be drawn anew under the finger). */
async function tapTab(screen: ReturnType<typeof bodyOf>, name: string, path: string) {
  await waitFor(
    async () => {
      const nav = within(screen.getByRole('navigation', { name: '主导航' }));
      await userEvent.click(nav.getByRole('button', { name }));
      await expectPath(path, 1000);
    },
    { timeout: 10_000 },
  );
}

const SHIJIAZHUANG = ['河北省', '石家庄市', '长安区'] as const;

// The plaza runs in the native app (附近货源 asks it for the position); one bridge mode a file.
const meta = {
  title: 'Screens/Supply/Plaza/Plaza/Filters',
  component: PlazaScreen,
  parameters: { route: '/supply', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PlazaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersApplied: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    const panel = await openFilters(screen);
    await pickRegion(screen, panel, '出发地', SHIJIAZHUANG);
    await choose(panel, '车长', '13.0米');
    await userEvent.click(within(panel).getByRole('button', { name: '确定' }));
    await expect(await nthListBody(2)).toEqual({
      kind: 'bulk',
      originCode: '130102',
      vehicleLength: '13.0',
      pageIndex: 1,
      pageSize: 20,
    });
    await waitFor(async () => {
      const cards = await cardsOf(screen);
      for (const card of cards) {
        await expect(within(card).getByLabelText(/^从 石家庄市 长安区 到/)).toBeVisible();
      }
    });
    await expect(screen.getByRole('button', { name: /^筛选\(2\)/ })).toBeVisible();
    await expect(screen.getByText('长安区 → 不限 · 13.0米')).toBeVisible();
  },
};

export const FiltersSurviveLeavingAndComingBack: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    const panel = await openFilters(screen);
    await choose(panel, '车长', '17.5米');
    await userEvent.click(within(panel).getByRole('button', { name: '确定' }));
    await nthListBody(2);
    await tapTab(screen, '我的', '/i');
    await tapTab(screen, '货源', '/supply');
    await expect(await screen.findByRole('button', { name: /^筛选\(1\)/ })).toBeVisible();
    await expect(screen.getByText('17.5米')).toBeVisible();
    // Kept alive: the list is shown as it was, not asked again.
    await expect(await listBodies()).toHaveLength(2);
    const stored = JSON.parse(sessionStorage.getItem(PLAZA_STORAGE_KEY) ?? '{}');
    await expect(stored.filters.vehicleLength).toBe('17.5');
  },
};

/** A reload of the WebView: the filters come back from session storage. */
export const FiltersSurviveReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      PLAZA_STORAGE_KEY,
      JSON.stringify({
        tab: 'whole',
        carNo: null,
        filters: { vehicleLength: '9.6', origin: null, destination: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('tab', { name: '整车' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await nthListBody(1)).toEqual({
      kind: 'whole',
      vehicleLength: '9.6',
      pageIndex: 1,
      pageSize: 20,
    });
    await expect(screen.getByRole('button', { name: /^筛选\(1\)/ })).toBeVisible();
  },
};

export const ClearFilters: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    const panel = await openFilters(screen);
    await choose(panel, '车长', '9.6米');
    await userEvent.click(within(panel).getByRole('button', { name: '确定' }));
    await nthListBody(2);
    await userEvent.click(screen.getByRole('button', { name: '清空筛选' }));
    await expect(await nthListBody(3)).toEqual({ kind: 'bulk', pageIndex: 1, pageSize: 20 });
    await expect(screen.getByText('全部货源')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '清空筛选' })).toBeNull();
  },
};

export const SearchByPlate: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    const plate = seededPlates('certifiedDriver')[0]!;
    await userEvent.click(await screen.findByRole('button', { name: '车牌号' }));
    const popup = await screen.findByRole('dialog', { name: '车牌号' });
    const box = within(popup).getByRole('searchbox');
    await userEvent.type(box, plate.slice(1, 4));
    await userEvent.click(await within(popup).findByRole('button', { name: plate }));
    // Typing three characters asked once, after the pause (500 ms debounce).
    const searches = await sentRequests(PLATES_PATH);
    await expect(searches.map((r) => r.body)).toEqual([{ keyword: plate.slice(1, 4) }]);
    await expect(await nthListBody(2)).toEqual({
      kind: 'bulk',
      carNo: plate,
      pageIndex: 1,
      pageSize: 20,
    });
    await expect(screen.getByRole('button', { name: '车牌号' })).toHaveAccessibleDescription(plate);
    await cardsOf(screen);
    await expect(screen.getByRole('button', { name: `清除车牌 ${plate}` })).toBeVisible();
  },
};

export const EmptyWhenNothingMatches: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    const panel = await openFilters(screen);
    await pickRegion(screen, panel, '出发地', ['北京市', '北京市', '东城区']);
    await pickRegion(screen, panel, '目的地', ['北京市', '北京市', '东城区']);
    await userEvent.click(within(panel).getByRole('button', { name: '确定' }));
    const list = await listRegion(screen);
    await expect(await within(list).findByText('暂无数据')).toBeVisible();
    await expect(screen.getByRole('button', { name: '清空筛选' })).toBeVisible();
    await expect(await nthListBody(2)).toMatchObject({
      originCode: '110101',
      destinationCode: '110101',
    });
  },
};
