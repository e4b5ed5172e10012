import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawListScreen } from '@/features/money/withdraw/screens/withdraw-list-screen';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectUrl, listPath, REJECTED, SLOW } from './withdraw-story-helpers';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawList',
  component: WithdrawListScreen,
  parameters: { route: '/i/wallet/withdraw-deposit-list', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: listPath, region: '提现记录列表', errorMsg: '资金服务繁忙' });

async function list(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('region', { name: '提现记录列表' }, SLOW);
}

/** The four seeded withdrawals, newest first: 审核中, 已到账, 已驳回, 已到账. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await within(rows).findByText('¥500.00', {}, SLOW);
    await expect(within(rows).getByText('¥2,000.00')).toBeVisible();
    await expect(within(rows).getAllByText('已到账')).toHaveLength(2);
    await expect(within(rows).getByText('审核中')).toBeVisible();
  },
};

/** The 已驳回 tab asks the server for the rejected ones only. */
export const RejectedTab: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await within(rows).findByText('¥500.00', {}, SLOW);
    await userEvent.click(bodyOf(canvasElement).getByRole('tab', { name: '已驳回' }));
    await waitFor(async () => {
      const now = await list(canvasElement);
      await expect(within(now).getByText('¥2,000.00')).toBeVisible();
      await expect(within(now).queryByText('¥500.00')).toBeNull();
    });
    const asked = (await sentRequests(listPath)).map((r) => r.body);
    await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, state: 'rejected' });
  },
};

export const Empty = states.empty;

export const Loading = states.loading;

export const QueryError = states.error;

export const OpenDetails: Story = {
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await userEvent.click(await within(rows).findByText('¥2,000.00', {}, SLOW));
    await expectUrl(new RegExp(`^/i/wallet/withdraw-deposit-details\\?id=${REJECTED.id}$`));
  },
};
