import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlazaScreen } from '@/features/supply/plaza/screens/plaza-screen';
import { scrollToEnd } from '../../../components/list-gestures';
import { expectPath } from '../../../support/router';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, cardsOf, LIST_PATH, listBodies, listRegion, loaded } from './plaza-story-helpers';
import { listStates } from '../../../support/list-states';

// The plaza runs in the native app (附近货源 asks it for the position); one bridge mode a file.
const meta = {
  title: 'Screens/Supply/Plaza/Plaza/List',
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
