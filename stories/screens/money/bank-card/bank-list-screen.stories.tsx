import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BankListScreen } from '@/features/money/bank-card/screens/bank-list-screen';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { http } from '@/lib/http/client';
import { sentRequests } from '../../../support/sandbox';
import { SEEDED_PASSWORD } from '../../../support/session';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import { bodyOf, expectUrl, listPath, SLOW } from './bank-card-story-helpers';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Money/BankCard/BankList',
  component: BankListScreen,
  parameters: { route: '/i/bank/list', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BankListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: listPath,
  region: '我的银行卡',
  errorMsg: '银行卡服务繁忙',
  empty: {
    parameters: { session: 'captain' },
    beforeEach: async () => {
      const page = await http.call(bankInfo.listPage, { pageIndex: 1, pageSize: 20 });
      for (const card of page.rows) {
        await http.call(bankInfo.unbind, { id: card.id, password: SEEDED_PASSWORD });
      }
    },
    play: async (canvasElement) => {
      await expect(bodyOf(canvasElement).getByRole('button', { name: '添加银行卡' })).toBeVisible();
    },
  },
});

async function cardLinks(canvasElement: HTMLElement) {
  const list = await bodyOf(canvasElement).findByRole('region', { name: '我的银行卡' }, SLOW);
  await within(list).findByText('没有更多数据了', {}, SLOW);
  return within(list).getAllByRole('link');
}

/** The withdrawal card first: bank, 储蓄卡, masked number, 提现卡. */
export const WithCards: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const links = await cardLinks(canvasElement);
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveTextContent('中国建设银行');
    await expect(links[0]).toHaveTextContent('提现卡');
    await expect(links[0]).toHaveTextContent(/^中国建设银行提现卡储蓄卡6217 \*{4} \*{4} \d{4}$/);
    await expect(links[0]).toHaveAttribute('href', '/i/bank/detail?id=C0001');
    await expect(links[1]).toHaveTextContent('中国农业银行');
    await expect(links[1]).not.toHaveTextContent('提现卡');
    await expect(bodyOf(canvasElement).getByRole('button', { name: '添加银行卡' })).toBeVisible();
    const [request] = await sentRequests(listPath);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
  },
};

export const Loading = states.loading;

/** The captain after removing his only card: 暂无数据, and 添加银行卡 still there. */
export const Empty = states.empty;

export const QueryError = states.error;

/** §4: a driver without a real-name record gets the prompt instead of the cards. */
export const NotCertified: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const dialog = await waitFor(() => findDialog(canvasElement), SLOW);
    await expect(within(dialog).getByText('您还未实名认证，请先实名认证')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '去上传' })).toBeVisible();
    await expect(await sentRequests(listPath)).toHaveLength(0);
  },
};

/** 去上传 leads to role selection. */
export const NotCertifiedGoUpload: Story = {
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const dialog = await waitFor(() => findDialog(canvasElement), SLOW);
    await tapDialogButton(dialog, '去上传');
    await expectUrl(/^\/seleteRole/);
  },
};

/** A card opens its detail. */
export const OpenDetail: Story = {
  play: async ({ canvasElement }) => {
    const links = await cardLinks(canvasElement);
    await userEvent.click(links[1]!);
    await expectUrl(/^\/i\/bank\/detail\?id=C0002$/);
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('link', { name: '设为提现卡' }, SLOW)).toBeVisible();
  },
};

/** 添加银行卡 opens the form. */
export const OpenAdd: Story = {
  play: async ({ canvasElement }) => {
    await cardLinks(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: '添加银行卡' }));
    await expectUrl(/^\/i\/bank\/add$/);
    await expect(await bodyOf(canvasElement).findByText('请选择开户银行', {}, SLOW)).toBeVisible();
  },
};
