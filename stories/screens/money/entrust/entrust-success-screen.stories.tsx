import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { EntrustSuccessScreen } from '@/features/money/entrust/screens/entrust-success-screen';
import { expectPath } from '../../../support/router';
import { bodyOf, SEEDED, SLOW } from './entrust-story-helpers';

const meta = {
  title: 'Screens/Money/Entrust/EntrustSuccess',
  component: EntrustSuccessScreen,
  parameters: {
    route: `/i/wallet/entrust-success?id=${SEEDED.pending}`,
    session: 'certifiedDriver',
  },
} satisfies Meta<typeof EntrustSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '委托已提交' }, SLOW)).toBeVisible();
    await expect(screen.getByText('委托收款申请已提交，等待平台及收款人确认')).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看委托详情' })).toHaveAttribute(
      'href',
      `/i/wallet/entrust-details?id=${SEEDED.pending}`,
    );
  },
};

export const ToDetails: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '查看委托详情' }, SLOW));
    await expectPath('/i/wallet/entrust-details');
    await expect(await screen.findByRole('heading', { name: '待确认' }, SLOW)).toBeVisible();
  },
};

export const ToList: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '返回委托记录' }, SLOW));
    await expectPath('/i/wallet/withdraw-entrust-list');
  },
};
