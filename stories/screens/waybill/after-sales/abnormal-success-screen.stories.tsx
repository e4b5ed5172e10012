import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AbnormalSuccessScreen } from '@/features/waybill/after-sales/screens/abnormal-success-screen';
import { bodyOf, SLOW } from './after-sales-story-helpers';

const meta = {
  title: 'Screens/Waybill/AfterSales/AbnormalSuccess',
  component: AbnormalSuccessScreen,
  parameters: { route: '/waybill/abnormal/success?id=WB0007', session: 'certifiedDriver' },
} satisfies Meta<typeof AbnormalSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '异常已上报' }, SLOW)).toBeVisible();
    await expect(screen.getByText('平台已收到您的异常上报，会尽快联系您')).toBeVisible();
    await expect(await screen.findByRole('link', { name: '返回运单' }, SLOW)).toBeVisible();
    // The waybill it was about, by its number.
    await expect(screen.getByText('YD202600000007')).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};
