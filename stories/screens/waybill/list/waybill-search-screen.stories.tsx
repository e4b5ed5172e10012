import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WaybillSearchScreen } from '@/features/waybill/list/screens/waybill-search-screen';
import { waybill } from '@/lib/contract/waybill/waybills';
import { paths } from '@/lib/routing/paths';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';

const page = waybill.listPage.path;

const meta = {
  title: 'Screens/Waybill/List/WaybillSearch',
  component: WaybillSearchScreen,
  parameters: { route: paths.waybillSearch.to(), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function input(canvasElement: HTMLElement) {
  return body(canvasElement).findByRole('searchbox', { name: '搜索运单' }, { timeout: 10_000 });
}

export const Prompt: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await input(canvasElement);
    await expect(
      body(canvasElement).getByText('输入运单号、车牌号或货物名称查找运单'),
    ).toBeVisible();
  },
};

/** A goods name finds its waybill; the keyword goes to the URL and to the server. */
export const Results: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement), '冶金焦');
    await userEvent.click(body(canvasElement).getByRole('button', { name: '搜索' }));
    const list = await body(canvasElement).findByRole(
      'region',
      { name: '搜索结果' },
      { timeout: 10_000 },
    );
    const card = await within(list).findByRole(
      'article',
      { name: '运单号 YD202600000007' },
      { timeout: 10_000 },
    );
    await expect(card).toHaveTextContent('冶金焦');
    await expect(currentUrl()).toBe(paths.waybillSearch.to({ keyword: '冶金焦' }));
    const [request] = await sentRequests(page);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20, keyword: '冶金焦' });
  },
};

export const NoMatch: Story = {
  tags: ['state'],
  parameters: { route: paths.waybillSearch.to({ keyword: '不存在的货' }) },
  play: async ({ canvasElement }) => {
    const list = await body(canvasElement).findByRole(
      'region',
      { name: '搜索结果' },
      { timeout: 10_000 },
    );
    await expect(await within(list).findByText('暂无数据', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const SearchError: Story = {
  tags: ['state'],
  parameters: {
    route: paths.waybillSearch.to({ keyword: '冀B' }),
    sandbox: { faults: [{ path: page, state: 500, msg: '运单服务繁忙' }] },
  },
  play: async ({ canvasElement }) => {
    const list = await body(canvasElement).findByRole(
      'region',
      { name: '搜索结果' },
      { timeout: 10_000 },
    );
    const alert = await within(list).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('查询出错');
  },
};

/** At most 20 characters are taken: a long paste is cut, never lost to an error. */
export const KeywordLimit: Story = {
  play: async ({ canvasElement }) => {
    const box = await input(canvasElement);
    await userEvent.type(box, 'YD2026000000070000000099');
    await expect(box).toHaveValue('YD202600000007000000');
  },
};

/** A result opens its detail. */
export const OpensTheDetail: Story = {
  parameters: { route: paths.waybillSearch.to({ keyword: 'YD202600000008' }) },
  play: async ({ canvasElement }) => {
    const link = await body(canvasElement).findByRole(
      'link',
      { name: '运单号 YD202600000008' },
      { timeout: 10_000 },
    );
    await userEvent.click(link);
    await expectPath('/waybill/detailWhole');
    await waitFor(() => expect(currentUrl()).toBe(paths.waybillDetailWhole.to({ id: 'WB0008' })));
    await body(canvasElement).findByRole(
      'region',
      { name: '运单号 YD202600000008' },
      { timeout: 10_000 },
    );
  },
};
