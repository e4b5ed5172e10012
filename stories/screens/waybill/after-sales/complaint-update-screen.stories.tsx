import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ComplaintUpdateScreen } from '@/features/waybill/after-sales/screens/complaint-update-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { replyComplaint } from '../../../support/after-sales';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, expectAlert, formWith, SLOW } from './after-sales-story-helpers';

const updatePath = waybillAfterSales.updateComplaint.path;
const TS0003_TEXT = '装货地工作人员态度恶劣，要求司机额外搬运。';

const meta = {
  title: 'Screens/Waybill/AfterSales/ComplaintUpdate',
  component: ComplaintUpdateScreen,
  parameters: { route: '/waybill/complaint/update?id=TS0003', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ComplaintUpdateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = formWith('投诉类型');

/** 待处理 TS0003, as filed: 服务态度, its text, its number. */
export const Default: Story = {
  // Not screenshotted: it draws what Screens/Waybill/AfterSales/ComplaintInfo Pending Can Edit draws.
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await expect(screen.getByRole('button', { name: '服务态度' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.getByRole('textbox', { name: '投诉内容' })).toHaveValue(TS0003_TEXT);
    await expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800000002');
  },
};

export const LockedWhileProcessing: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/complaint/update?id=TS0002' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('投诉处理中，不能修改', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '查看投诉' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  },
};

export const LockedWhenResolved: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/complaint/update?id=TS0001' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('投诉已处理，不能修改', {}, SLOW)).toBeVisible();
  },
};

/** The change is sent once with the complaint's id, then the complaint shows it. */
export const SavesChange: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    const content = screen.getByRole('textbox', { name: '投诉内容' });
    await userEvent.type(content, '已录音');
    await userEvent.dblClick(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('投诉已修改', {}, SLOW)).toBeVisible();
    await expectPath('/waybill/complaint/info');
    await expect(await screen.findByText(`${TS0003_TEXT}已录音`, {}, SLOW)).toBeVisible();
    const sent = await sentRequests(updatePath);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toMatchObject({
      id: 'TS0003',
      waybillId: 'WB0003',
      type: '3',
      content: `${TS0003_TEXT}已录音`,
    });
    await expect(sent[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** The platform took it up while the driver was typing: refused, and the screen says why. */
export const RefusedOnceProcessing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await replyComplaint('TS0003', '已联系装货地核实。', 'processing');
    await userEvent.type(screen.getByRole('textbox', { name: '投诉内容' }), '补充');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expectAlert(canvasElement, '投诉处理中，不能修改');
    await expect(await screen.findByRole('link', { name: '查看投诉' }, SLOW)).toBeVisible();
  },
};
