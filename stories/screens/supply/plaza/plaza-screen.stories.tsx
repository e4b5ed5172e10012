import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlazaScreen } from '@/features/supply/plaza/screens/plaza-screen';
import { PLAZA_STORAGE_KEY } from '@/features/supply/plaza/hooks/plaza-filter-state';
import { expectNativeRecord, storyNative } from '../../../support/bridge';
import { scrollToEnd } from '../../../components/list-gestures';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  cardsOf,
  choose,
  LIST_PATH,
  listBodies,
  listRegion,
  loaded,
  NEAREST_PATH,
  nthListBody,
  openFilters,
  pickRegion,
  PLATES_PATH,
  seededPlates,
} from './plaza-story-helpers';
import { listStates } from '../../../support/list-states';

// The plaza runs in the native app (附近货源 asks it for the position); one bridge mode a file.
const meta = {
  title: 'Screens/Supply/Plaza/Plaza',
  component: PlazaScreen,
  parameters: { route: '/supply', session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof PlazaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: LIST_PATH,
  region: '货源列表',
  errorMsg: '货源服务繁忙',
  ready: loaded,
});

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

export const BulkList: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const cards = await cardsOf(screen);
    await expect(screen.getByRole('tab', { name: '大宗' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const card of cards) {
      await expect(card).toHaveAttribute('href', expect.stringMatching(/^\/supply\/details\?id=/));
      await expect(within(card).getByText('大宗')).toBeVisible();
    }
    await expect(cards[0]).toHaveTextContent(/全程 [\d.]+ km/);
    await expect(cards[0]).toHaveTextContent(/¥[\d,]+\.\d{2}\/(吨|方)/);
    await expect(screen.getByRole('link', { name: '企业货源' })).toHaveAttribute(
      'href',
      '/supply/enterpriseindex',
    );
    await expect(screen.getByText('全部货源')).toBeVisible();
    const [first] = await listBodies();
    await expect(first).toEqual({ kind: 'bulk', pageIndex: 1, pageSize: 20 });
  },
};

export const WholeTab: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    await userEvent.click(screen.getByRole('tab', { name: '整车' }));
    await expect(screen.getByRole('tab', { name: '整车' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(async () => {
      const cards = await cardsOf(screen);
      await expect(cards[0]).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/supply\/completevehicledetail\?id=/),
      );
      await expect(within(cards[0]!).getByText('整车')).toBeVisible();
    });
    const bodies = await listBodies();
    await expect(bodies.at(-1)).toEqual({ kind: 'whole', pageIndex: 1, pageSize: 20 });
  },
};

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

export const ServerError = states.error;

export const ErrorThenRetry: Story = {
  parameters: {
    sandbox: { faults: [{ path: LIST_PATH, state: 500, msg: '货源服务繁忙', times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    const list = await listRegion(screen);
    const alert = await within(list).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect((await cardsOf(screen)).length).toBeGreaterThan(0);
  },
};

export const Loading = states.loading;

/** A new tab while the old list is still on its way: the old answer never shows. */
export const NewChoiceCancelsTheOldRequest: Story = {
  parameters: { sandbox: { faults: [{ path: LIST_PATH, delayMs: 3000, times: 1 }] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await listRegion(screen);
    await userEvent.click(screen.getByRole('tab', { name: '整车' }));
    const cards = await cardsOf(screen);
    await expect(cards[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/supply\/completevehicledetail/),
    );
    // Past the slow bulk answer: still only whole sources.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    for (const card of await cardsOf(screen)) {
      await expect(within(card).queryByText('大宗')).toBeNull();
    }
  },
};

/** Every page of the bulk market loaded: only the cards in view (and a few more) are in the DOM. */
export const AllPagesKeepTheDomSmall: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const screen = bodyOf(canvasElement);
    await cardsOf(screen);
    const list = await listRegion(screen);
    await waitFor(
      async () => {
        await scrollToEnd(list);
        await expect(within(list).getByText('没有更多数据了')).toBeInTheDocument();
      },
      { timeout: 30_000 },
    );
    const pages = (await listBodies()).map((b) => b.pageIndex);
    await expect(pages.length).toBeGreaterThan(3);
    await expect(pages).toEqual(pages.map((_, i) => i + 1));
    await expect(within(list).getAllByRole('link').length).toBeLessThan(20);
    // Screen readers still hear how many sources the whole list holds.
    const size = Number(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-setsize'));
    await expect(size).toBeGreaterThan((pages.length - 1) * 20);
  },
};

export const CardOpensTheDetail: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const [card] = await cardsOf(bodyOf(canvasElement));
    const id = new URL(card!.getAttribute('href')!, location.origin).searchParams.get('id');
    await userEvent.click(card!);
    await expectPath('/supply/details');
    await expect(id).toMatch(/^S\d{4}$/);
  },
};
