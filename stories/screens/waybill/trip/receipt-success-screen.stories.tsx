import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ReceiptSuccessScreen } from '@/features/waybill/trip/screens/receipt-success-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { bodyOf, WB } from './trip-story-helpers';

const meta = {
  title: 'Screens/Waybill/Trip/ReceiptSuccess',
  component: ReceiptSuccessScreen,
  parameters: {
    route: paths.waybillReceiptSuccess.to({ id: WB.toReceipt }),
    session: 'certifiedDriver',
  },
} satisfies Meta<typeof ReceiptSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByRole('heading', { name: '回单已提交' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(screen.getByText('回单已提交，等待货主审核。审核通过后运单完成。')).toBeVisible();
  },
};

export const BackToTheWaybill: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(
      await screen.findByRole('link', { name: '查看运单' }, { timeout: 10_000 }),
    );
    await expectPath('/waybill/detailWhole');
  },
};
