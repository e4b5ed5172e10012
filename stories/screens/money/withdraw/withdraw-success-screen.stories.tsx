import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithdrawSuccessScreen } from '@/features/money/withdraw/screens/withdraw-success-screen';
import { clearOverlays } from '../../../support/overlays';
import { APPLIED, bodyOf, expectUrl, getPath, SLOW } from './withdraw-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Money/Withdraw/WithdrawSuccess',
  component: WithdrawSuccessScreen,
  parameters: {
    route: `/i/wallet/withdraw-deposit-apply-success?id=${APPLIED.id}`,
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 提现申请已提交: amount and expected time, then the card, number and balance from the server. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const done = await screen.findByRole('region', { name: '提现申请已提交' }, SLOW);
    await expect(within(done).getByText('500.00')).toBeVisible();
    await expect(within(done).getByText(/预计1-3个工作日内到账/)).toBeVisible();
    await expect(screen.getByText(/^中国建设银行（尾号\d{4}）$/)).toBeVisible();
    await expect(screen.getByText(APPLIED.no)).toBeVisible();
    await expect(await screen.findByText('12,864.50')).toBeVisible();
  },
};

export const Loading: Story = loadingState(getPath);

/** The server's failure: its words under 提现申请加载失败, 联系客服 and the way back, no 重试. */
export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: getPath, state: 500, msg: '资金服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, SLOW);
    await expect(alert).toHaveAttribute('data-problem', 'failed');
    await expect(alert).toHaveTextContent('提现申请加载失败');
    await expect(alert).toHaveTextContent('资金服务繁忙');
    await expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    await expect(within(alert).getByRole('link', { name: '返回提现记录' })).toBeVisible();
  },
};

/** An application id the server does not know (404001): 未找到该提现申请, back to the records. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/i/wallet/withdraw-deposit-apply-success?id=W999999' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const alert = await screen.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveAttribute('data-problem', 'notFound');
    await expect(alert).toHaveTextContent('未找到该提现申请');
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '返回提现记录' })).toHaveAttribute(
      'href',
      '/i/wallet/withdraw-deposit-list',
    );
  },
};

export const ViewRecords: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '查看提现记录' }, SLOW));
    await expectUrl(/^\/i\/wallet\/withdraw-deposit-list$/);
  },
};
