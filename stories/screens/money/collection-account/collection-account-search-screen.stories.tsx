import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CollectionAccountSearchScreen } from '@/features/money/collection-account/screens/collection-account-search-screen';
import { sentRequests } from '../../../support/sandbox';
import { bodyOf, listPath, listRows, MASKED, SLOW } from './collection-account-story-helpers';

const meta = {
  title: 'Screens/Money/CollectionAccount/CollectionAccountSearch',
  component: CollectionAccountSearchScreen,
  parameters: { route: '/collectionaccount/search', session: 'captain' },
} satisfies Meta<typeof CollectionAccountSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hint: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('输入户名、银行或卡号后四位搜索', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: '搜索收款账户' })).toHaveAttribute(
      'maxlength',
      '20',
    );
  },
};

/** Typing asks once, 500 ms after the last keystroke, with the whole keyword. */
export const ByBank: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox', {}, SLOW), '中国银行');
    const links = await listRows(canvasElement, '搜索结果');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent(MASKED.CA0002);
    const asked = (await sentRequests(listPath)).map((r) => r.body);
    await expect(asked).toEqual([{ pageIndex: 1, pageSize: 20, keyword: '中国银行' }]);
  },
};

export const NoMatch: Story = {
  tags: ['state'],
  parameters: { route: '/collectionaccount/search?keyword=9999' },
  play: async ({ canvasElement }) => {
    await expect(await bodyOf(canvasElement).findByText('暂无数据', {}, SLOW)).toBeVisible();
  },
};
