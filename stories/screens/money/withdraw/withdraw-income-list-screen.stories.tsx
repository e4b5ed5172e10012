import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawIncomeListScreen } from '@/features/money/withdraw/screens/withdraw-income-list-screen';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, SLOW, WB1, withdrawablePath } from './withdraw-story-helpers';
import { listStates } from '../../../support/list-states';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawIncomeList',
  component: WithdrawIncomeListScreen,
  parameters: { route: '/i/wallet/balance-list-withdraw-deposit', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawIncomeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: withdrawablePath,
  region: '运单收入列表',
  errorMsg: '资金服务繁忙',
});

async function list(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('region', { name: '运单收入列表' }, SLOW);
}

/** Every settled income, those withdrawn in full too: settled, withdrawn, what is left. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const rows = await list(canvasElement);
    await within(rows).findByText(WB1.no, {}, SLOW);
    await expect(within(rows).getByText(`可提现 ¥${WB1.remaining}`)).toBeVisible();
    await expect(within(rows).getByText('结算金额 ¥3,539.25 · 已提现 ¥684.64')).toBeVisible();
    await expect(within(rows).getAllByText('可提现 ¥0.00').length).toBeGreaterThan(0);
    const asked = (await sentRequests(withdrawablePath)).map((r) => r.body);
    await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, includeSpent: true });
  },
};

export const Empty = states.empty;

export const Loading = states.loading;

export const QueryError = states.error;
