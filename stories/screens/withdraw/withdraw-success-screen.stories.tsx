import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithdrawSuccessScreen } from '@/features/withdraw/screens/withdraw-success-screen';
import { neverAnswered } from '../../support/sandbox';
import { clearOverlays } from '../app/overlay-helpers';
import { APPLIED, bodyOf, expectUrl, getPath, SLOW } from './withdraw-story-helpers';

const meta = {
  title: 'Screens/Withdraw/WithdrawSuccess',
  component: WithdrawSuccessScreen,
  parameters: {
    route: `/i/wallet/withdraw-deposit-apply-success?id=${APPLIED.id}`,
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WithdrawSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 提现申请已提交: amount, card, expected time, the balance from the server. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const done = await screen.findByRole('region', { name: '提现申请已提交' }, SLOW);
    await expect(within(done).getByText('500.00')).toBeVisible();
    await expect(within(done).getByText(/中国建设银行（尾号\d{4}）/)).toBeVisible();
    await expect(within(done).getByText(/预计1-3个工作日内到账/)).toBeVisible();
    await expect(screen.getByText(APPLIED.no)).toBeVisible();
    await expect(await screen.findByText('12,864.50')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(getPath)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByRole('status', { name: '加载中' }, SLOW),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: getPath, state: 500, msg: '资金服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await bodyOf(canvasElement).findByText('提现信息加载失败', {}, SLOW),
    ).toBeVisible();
  },
};

export const ViewRecords: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '查看提现记录' }, SLOW));
    await expectUrl(/^\/i\/wallet\/withdraw-deposit-list$/);
  },
};
