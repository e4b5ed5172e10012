import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ComplaintInfoScreen } from '@/features/waybill/after-sales/screens/complaint-info-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { expectPath } from '../../../support/router';
import { bodyOf, SLOW } from './after-sales-story-helpers';
import { loadingState } from '../../../support/loading-state';

const meta = {
  title: 'Screens/Waybill/AfterSales/ComplaintInfo',
  component: ComplaintInfoScreen,
  parameters: { route: '/waybill/complaint/info?id=TS0001', session: 'certifiedDriver' },
} satisfies Meta<typeof ComplaintInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 已处理: what was filed and the platform's outcome; no way to change it. */
export const Resolved: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(
      await screen.findByText('卸货现场排队超过6小时，无人安排卸货，要求补偿等待费用。', {}, SLOW),
    ).toBeVisible();
    await expect(screen.getByText('已处理')).toBeVisible();
    await expect(screen.getByText('装卸问题')).toBeVisible();
    await expect(screen.getByText('138****0002')).toBeVisible();
    await expect(
      screen.getByText('已与货主核实，等待费200元将随运费一并结算，感谢您的反馈。'),
    ).toBeVisible();
    await expect(screen.queryByRole('link', { name: '修改投诉' })).toBeNull();
  },
};

/** 处理中, with a photo and what the platform is doing. */
export const Processing: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/complaint/info?id=TS0002' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('处理中', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('img', { name: '照片1' })).toBeVisible();
    await expect(screen.getByText('已联系货主核实，预计3个工作日内答复。')).toBeVisible();
    await expect(screen.queryByRole('link', { name: '修改投诉' })).toBeNull();
  },
};

/** 待处理: no reply yet, and the complaint can still be changed. */
export const PendingCanEdit: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/complaint/info?id=TS0003' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('平台尚未回复，请耐心等待', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: '修改投诉' }));
    await expectPath('/waybill/complaint/update');
    await expect(await screen.findByRole('textbox', { name: '投诉内容' }, SLOW)).toHaveValue(
      '装货地工作人员态度恶劣，要求司机额外搬运。',
    );
  },
};

export const Loading: Story = loadingState(waybillAfterSales.complaintInfo.path);

/** No such complaint: 投诉不存在 with the way back to the complaints, no 重试. */
export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/complaint/info?id=TS9999' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('投诉不存在', {}, SLOW)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '返回投诉列表' })).toHaveAttribute(
      'href',
      '/waybill/complaint',
    );
  },
};

/** The certified driver's complaint, opened by the captain: 不是您的投诉 with 联系客服. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { session: 'captain' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('不是您的投诉', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('该投诉属于其他司机，您无法查看')).toBeVisible();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
  },
};
