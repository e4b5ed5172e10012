import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CollectionAccountListScreen } from '@/features/money/collection-account/screens/collection-account-list-screen';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { bodyOf, listPath, listRows, MASKED } from './collection-account-story-helpers';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Money/CollectionAccount/CollectionAccountList',
  component: CollectionAccountListScreen,
  parameters: { route: '/collectionaccount/list', session: 'captain' },
} satisfies Meta<typeof CollectionAccountListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: listPath, region: '收款账户列表', errorMsg: '账户服务繁忙' });

/** The captain's two accounts, the default first, numbers masked. */
export const Captain: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const links = await listRows(canvasElement);
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveTextContent(`中国工商银行默认${MASKED.CA0001}`);
    await expect(links[1]).toHaveTextContent(`中国银行${MASKED.CA0002}`);
    await expect(links[0]).toHaveAttribute('href', '/collectionaccount/info?id=CA0001');
    const [request] = await sentRequests(listPath);
    await expect(request?.body).toEqual({ pageIndex: 1, pageSize: 20 });
  },
};

export const Empty = states.empty;

export const Loading = states.loading;

export const QueryError = states.error;

export const OpensAdd: Story = {
  play: async ({ canvasElement }) => {
    await listRows(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('link', { name: '新增' }));
    await expectPath('/collectionaccount/add');
  },
};
