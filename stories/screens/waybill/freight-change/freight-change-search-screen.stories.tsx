import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FreightChangeSearchScreen } from '@/features/waybill/freight-change/screens/freight-change-search-screen';
import { sentRequests } from '../../../support/sandbox';
import { bodyOf, expectUrl, listPath, PENDING, SLOW } from './freight-change-story-helpers';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Waybill/FreightChange/FreightChangeSearch',
  component: FreightChangeSearchScreen,
  parameters: { route: '/waybill/freight/search', session: 'certifiedDriver' },
} satisfies Meta<typeof FreightChangeSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: listPath,
  region: '搜索结果',
  errorMsg: '运费服务繁忙',
  parameters: { route: '/waybill/freight/search?keyword=YF' },
});

async function searchBox(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('searchbox', { name: '搜索运费变更' }, SLOW);
}

async function results(canvasElement: HTMLElement) {
  const list = await bodyOf(canvasElement).findByRole('region', { name: '搜索结果' }, SLOW);
  await within(list).findByText(/没有更多数据了|暂无数据/, {}, SLOW);
  return within(list).queryAllByRole('link');
}

/** Nothing asked yet: what can be searched. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await expect(await searchBox(canvasElement)).toHaveValue('');
    await expect(
      bodyOf(canvasElement).getByText('输入运单号、变更单号或货物名称搜索运费变更'),
    ).toBeVisible();
    await expect(await sentRequests(listPath)).toHaveLength(0);
  },
};

/** By goods: the matching change, asked with the keyword. */
export const ByGoods: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/freight/search?keyword=冷轧卷' },
  play: async ({ canvasElement }) => {
    const links = await results(canvasElement);
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent(PENDING.no);
    await expect(await searchBox(canvasElement)).toHaveValue('冷轧卷');
    const asked = (await sentRequests(listPath)).map((r) => r.body);
    await expect(asked).toEqual([{ pageIndex: 1, pageSize: 20, keyword: '冷轧卷' }]);
  },
};

export const NoMatch: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/freight/search?keyword=不存在的货' },
  play: async ({ canvasElement }) => {
    await expect(await results(canvasElement)).toHaveLength(0);
    await expect(bodyOf(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const Loading = states.loading;

/** The service failing is no refusal: the list's 查询出错 with its retry. */
export const QueryError = states.error;

const LONG = 'YD2026000000080000000X';

/** A link with a keyword over 20 characters: the server's words in place of the results, the keyword kept. */
export const TooLong: Story = {
  tags: ['state'],
  parameters: { route: `/waybill/freight/search?keyword=${LONG}` },
  play: async ({ canvasElement }) => {
    const box = await searchBox(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('关键字不能超过20个字符');
    await expect(box).toHaveValue(LONG);
    const asked = (await sentRequests(listPath)).map((r) => r.body);
    await expect(asked).toEqual([{ pageIndex: 1, pageSize: 20, keyword: LONG }]);
  },
};

/** Typing stops at 20 characters (§5), so what is searched is what the field shows. */
export const StopsAtTwenty: Story = {
  play: async ({ canvasElement }) => {
    const box = await searchBox(canvasElement);
    await userEvent.type(box, LONG);
    await expect(box).toHaveValue(LONG.slice(0, 20));
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(bodyOf(canvasElement).queryByRole('alert')).toBeNull();
    await waitFor(async () =>
      expect((await sentRequests(listPath)).map((r) => r.body)).toEqual([
        { pageIndex: 1, pageSize: 20, keyword: LONG.slice(0, 20) },
      ]),
    );
  },
};

/** A new search after a refusal asks again and shows the results. */
export const SearchAgain: Story = {
  parameters: { route: `/waybill/freight/search?keyword=${'长'.repeat(21)}` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      '关键字不能超过20个字符',
    );
    const box = await searchBox(canvasElement);
    await userEvent.clear(box);
    await userEvent.type(box, PENDING.waybillNo);
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await expectUrl(/keyword=YD202600000008$/);
    const links = await results(canvasElement);
    await expect(links).toHaveLength(1);
    await expect(screen.queryByText('关键字不能超过20个字符')).toBeNull();
  },
};
