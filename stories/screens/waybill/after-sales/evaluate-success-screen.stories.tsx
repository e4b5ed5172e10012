import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EvaluateSuccessScreen } from '@/features/waybill/after-sales/screens/evaluate-success-screen';
import { bodyOf, SLOW } from './after-sales-story-helpers';

const meta = {
  title: 'Screens/Waybill/AfterSales/EvaluateSuccess',
  component: EvaluateSuccessScreen,
  parameters: { route: '/waybill/evaluate/success?id=WB0001', session: 'certifiedDriver' },
} satisfies Meta<typeof EvaluateSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back to the waybill (once it is read) or to the list. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '评价成功' }, SLOW)).toBeVisible();
    await expect(screen.getByText('感谢您的评价')).toBeVisible();
    await expect(await screen.findByRole('link', { name: '返回运单' }, SLOW)).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/waybill\/detail(Whole|Bulk)\?id=WB0001$/),
    );
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
    await expect(screen.getByText('YD202600000001')).toBeVisible();
  },
};
