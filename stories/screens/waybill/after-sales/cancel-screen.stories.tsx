import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CancelScreen } from '@/features/waybill/after-sales/screens/cancel-screen';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { sentRequests } from '../../../support/sandbox';
import { loadingState } from '../../../support/loading-state';
import { clearOverlays, findDialog, tapDialogButton } from '../../../support/overlays';
import {
  bodyOf,
  detailPath,
  expectAlert,
  expectSentOnce,
  expectUrl,
  formWith,
  refusedState,
  SLOW,
  tooLong,
} from './after-sales-story-helpers';

const cancelPath = waybillAfterSales.cancel.path;

const meta = {
  title: 'Screens/Waybill/AfterSales/Cancel',
  component: CancelScreen,
  parameters: { route: '/waybill/waybillcancel?id=WB0005', session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof CancelScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = formWith('取消原因');

/** WB0005 waits to load: the reasons of the `cancelReason` dictionary, a remark, the button. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    const reasons = within(screen.getByRole('group', { name: '取消原因' }));
    for (const name of ['车辆故障', '货源信息不符', '个人原因', '其他'])
      await expect(reasons.getByRole('button', { name })).toBeVisible();
    await expect(screen.getByText('YD202600000005')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '取消说明（选填）' })).toHaveValue('');
    await expect(screen.getByText('0/100')).toBeVisible();
    await expect(screen.getByRole('button', { name: '取消运单' })).toBeEnabled();
  },
};

export const Loading: Story = loadingState(detailPath);

export const LoadError: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: detailPath, state: 500, msg: '运单服务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('运单加载失败', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('运单服务繁忙')).toBeVisible();
    // The server failed (not the network): 联系客服 and the way back, no 重试.
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};

/** Another driver's waybill: 不是您的运单 with 联系客服 and the way back, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/waybillcancel?id=WB0006' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('不是您的运单', {}, SLOW)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
  },
};

/** Nothing chosen: 请选择取消原因, and nothing is sent. */
export const ReasonRequired: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '取消运单' }));
    await expect(await screen.findByText('请选择取消原因')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(await sentRequests(cancelPath)).toHaveLength(0);
  },
};

/** 其他 needs a remark: 请填写取消说明. */
export const RemarkRequiredWithOther: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '其他' }));
    await userEvent.click(screen.getByRole('button', { name: '取消运单' }));
    await expect(await screen.findByText('请填写取消说明')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: '取消说明' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(await sentRequests(cancelPath)).toHaveLength(0);
  },
};

/** Over 100 characters: said at once, and what was typed stays. */
export const RemarkTooLong: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '个人原因' }));
    const remark = screen.getByRole('textbox', { name: '取消说明（选填）' });
    await userEvent.click(remark);
    await userEvent.paste(tooLong(100));
    await userEvent.click(screen.getByRole('button', { name: '取消运单' }));
    await expect(await screen.findByText('备注不能超过100个字')).toBeVisible();
    await expect(screen.getByText('101/100')).toBeVisible();
    await expect(remark).toHaveValue(tooLong(100));
  },
};

/** A departed waybill cannot be cancelled: the server's words, no form. */
export const Departed: Story = {
  tags: ['state'],
  parameters: { route: '/waybill/waybillcancel?id=WB0007' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('车辆已发车，不能取消运单', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '取消运单' })).toBeNull();
  },
};

export const AlreadyCancelled: Story = refusedState(
  '/waybill/waybillcancel?id=WB0004',
  '运单已取消',
  '取消运单',
);

/** 再想想 closes the dialog: nothing is sent and the choice stays. */
export const ConfirmDismissed: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '车辆故障' }));
    await userEvent.click(screen.getByRole('button', { name: '取消运单' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText('确认取消运单')).toBeVisible();
    await tapDialogButton(dialog, '再想想');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('button', { name: '车辆故障' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await sentRequests(cancelPath)).toHaveLength(0);
  },
};

/** A double tap opens one dialog; confirming sends one request with its key, then the waybill. */
export const CancelsOnce: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '其他' }));
    await userEvent.type(screen.getByRole('textbox', { name: '取消说明' }), '家里有事');
    await userEvent.dblClick(screen.getByRole('button', { name: '取消运单' }));
    const dialog = await findDialog(canvasElement);
    await expect(
      within(dialog).getByText('确定取消运单 YD202600000005 吗？取消后不能恢复。'),
    ).toBeVisible();
    await tapDialogButton(dialog, '确定取消');
    await expect(await screen.findByText('运单已取消', {}, SLOW)).toBeVisible();
    await expectUrl(/^\/waybill\/detail(Whole|Bulk)\?id=WB0005$/);
    await expectSentOnce(cancelPath, { waybillId: 'WB0005', reason: '9', remark: '家里有事' });
  },
};

/** The truck left while the form was open: the server's refusal in an alert, the form kept. */
export const RefusedOnceDeparted: Story = {
  parameters: {
    sandbox: { faults: [{ path: cancelPath, state: 400, msg: '车辆已发车，不能取消运单' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '个人原因' }));
    await userEvent.click(screen.getByRole('button', { name: '取消运单' }));
    await tapDialogButton(await findDialog(canvasElement), '确定取消');
    await expectAlert(canvasElement, '车辆已发车，不能取消运单');
    await expect(screen.getByRole('button', { name: '个人原因' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
