import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawDetailsScreen } from '@/features/money/withdraw/screens/withdraw-details-screen';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, getPath, PAID, REJECTED, SLOW } from './withdraw-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawDetails',
  component: WithdrawDetailsScreen,
  parameters: {
    route: `/i/wallet/withdraw-deposit-details?id=${PAID.id}`,
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function timeline(canvasElement: HTMLElement) {
  return bodyOf(canvasElement).findByRole('list', { name: '处理进度' }, SLOW);
}

/** A paid withdrawal: applied → approved → paid, and the four waybills it came from. */
export const Paid: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const steps = await timeline(canvasElement);
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['提交申请', '审核通过', '已到账']);
    const screen = bodyOf(canvasElement);
    await expect(screen.getByText(PAID.no)).toBeVisible();
    const from = screen.getByRole('region', { name: '提现来源运单' });
    await expect(within(from).getAllByText(/^YD2026/)).toHaveLength(4);
  },
};

/** A rejected withdrawal: applied → rejected, with the reason. */
export const Rejected: Story = {
  tags: ['state'],
  parameters: { route: `/i/wallet/withdraw-deposit-details?id=${REJECTED.id}` },
  play: async ({ canvasElement }) => {
    const steps = await timeline(canvasElement);
    await expect(within(steps).getByText('已驳回')).toBeVisible();
    await expect(within(steps).getByText(`驳回原因：${REJECTED.reason}`)).toBeVisible();
    await expect(within(steps).queryByText('审核通过')).toBeNull();
  },
};

export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/i/wallet/withdraw-deposit-details?id=W999999' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('未找到该提现申请', {}, SLOW)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '返回提现记录' })).toHaveAttribute(
      'href',
      '/i/wallet/withdraw-deposit-list',
    );
  },
};

export const Loading: Story = loadingState(getPath);
