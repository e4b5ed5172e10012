import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ComplaintSuccessScreen } from '@/features/waybill/after-sales/screens/complaint-success-screen';
import { expectPath } from '../../../support/router';
import { bodyOf, SLOW } from './after-sales-story-helpers';

const meta = {
  title: 'Screens/Waybill/AfterSales/ComplaintSuccess',
  component: ComplaintSuccessScreen,
  parameters: { route: '/waybill/complaint/success?id=TS0003', session: 'certifiedDriver' },
} satisfies Meta<typeof ComplaintSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '投诉已提交' }, SLOW)).toBeVisible();
    // The complaint's number and type, once read.
    await expect(await screen.findByText('TS202600000003', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('服务态度')).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看投诉' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回投诉列表' })).toBeVisible();
  },
};

export const ViewsComplaint: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '查看投诉' }, SLOW));
    await expectPath('/waybill/complaint/info');
    await expect(await screen.findByText('平台尚未回复，请耐心等待', {}, SLOW)).toBeVisible();
  },
};

export const BackToList: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: '返回投诉列表' }, SLOW));
    await expectPath('/waybill/complaint');
    await expect(await screen.findByRole('tab', { name: '全部' }, SLOW)).toBeVisible();
  },
};
