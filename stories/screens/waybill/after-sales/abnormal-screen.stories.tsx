import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AbnormalScreen } from '@/features/waybill/after-sales/screens/abnormal-screen';
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

const reportPath = waybillAfterSales.reportAbnormal.path;
const ADDRESS = '北京市东城区东长安街';

/** Every story here runs over the fake native side: the location and the camera are native. */
const meta = {
  title: 'Screens/Waybill/AfterSales/Abnormal',
  component: AbnormalScreen,
  parameters: {
    route: '/waybill/abnormal?id=WB0007',
    session: 'certifiedDriver',
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof AbnormalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = formWith('异常类型');

/** WB0007 is on the road: the types, a description, photos and where the truck is. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    const types = within(screen.getByRole('group', { name: '异常类型' }));
    for (const name of [
      '车辆故障',
      '交通事故',
      '道路拥堵',
      '货物异常',
      '装卸延误',
      '恶劣天气',
      '其他',
    ])
      await expect(types.getByRole('button', { name })).toBeVisible();
    await expect(await screen.findByText(ADDRESS, {}, SLOW)).toBeVisible();
    await expect(screen.getByText('0/200')).toBeVisible();
    await expect(screen.getByRole('button', { name: '上传图片 0/9' })).toBeVisible();
  },
};

export const Loading: Story = loadingState(detailPath);

export const TypesLoadError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [{ path: waybillAfterSales.getAbnormalTypes.path, state: 500, msg: '服务繁忙' }],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('异常类型加载失败', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Required: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await screen.findByText(ADDRESS, {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('请选择异常类型')).toBeVisible();
    await expect(screen.getByText('请填写异常描述')).toBeVisible();
    await expect(await sentRequests(reportPath)).toHaveLength(0);
  },
};

export const DescriptionTooLong: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: '道路拥堵' }));
    const description = screen.getByRole('textbox', { name: '异常描述' });
    await userEvent.click(description);
    await userEvent.paste(tooLong(200));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('异常描述不能超过200个字')).toBeVisible();
    await expect(screen.getByText('201/200')).toBeVisible();
    await expect(description).toHaveValue(tooLong(200));
  },
};

/** Location is off: the screen says so, and a report without a place is not sent. */
export const LocationDenied: Story = {
  tags: ['state'],
  parameters: { bridge: { permissions: { location: { state: 'denied' } } } },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await expect(await screen.findByText('定位权限未开启，请开启后重试', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '车辆故障' }));
    await userEvent.type(screen.getByRole('textbox', { name: '异常描述' }), '爆胎');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(await screen.findByText('请获取当前位置')).toBeVisible();
    await expect(screen.getByRole('button', { name: '重新定位' })).toBeVisible();
    await expect(await sentRequests(reportPath)).toHaveLength(0);
  },
};

/** WB0008 has unloaded: no form, the rule in the server's words. */
export const Unloaded: Story = refusedState(
  '/waybill/abnormal?id=WB0008',
  '运单已卸货，不能上报异常',
  '提交',
);

/** A photo from the camera, the type, the words and the place; one request per double tap. */
export const ReportsOnce: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await screen.findByText(ADDRESS, {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '车辆故障' }));
    await userEvent.type(screen.getByRole('textbox', { name: '异常描述' }), '发动机故障，等待救援');
    await userEvent.click(screen.getByRole('button', { name: '上传图片 0/9' }));
    const sheet = await screen.findByRole('dialog', { name: '选择图片来源' });
    await userEvent.click(within(sheet).getByRole('button', { name: '拍照' }));
    await expect(
      await screen.findByRole('button', { name: '查看第1张图片' }, { timeout: 8000 }),
    ).toBeVisible();
    await userEvent.dblClick(screen.getByRole('button', { name: '提交' }));
    await expect(
      await screen.findByRole('heading', { name: '异常已上报' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expectUrl(/^\/waybill\/abnormal\/success\?id=WB0007$/);
    const sent = await expectSentOnce(
      reportPath,
      {
        waybillId: 'WB0007',
        type: '1',
        description: '发动机故障，等待救援',
        address: ADDRESS,
        longitude: expect.any(Number),
        latitude: expect.any(Number),
      },
      'partial',
    );
    await expect((sent?.body as { photos: string[] }).photos).toHaveLength(1);
  },
};

/** Unloaded while the form was open: the server refuses in an alert, the screen says why. */
export const RefusedUnloaded: Story = {
  parameters: {
    sandbox: { faults: [{ path: reportPath, state: 400, msg: '运单已卸货，不能上报异常' }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await screen.findByText(ADDRESS, {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '其他' }));
    await userEvent.type(screen.getByRole('textbox', { name: '异常描述' }), '路口封闭');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expectAlert(canvasElement, '运单已卸货，不能上报异常');
    await expect(screen.getByRole('textbox', { name: '异常描述' })).toHaveValue('路口封闭');
  },
};

/** A refusal is a definite answer: the next try is a new attempt with a new key, and goes through. */
export const RefusedThenRetried: Story = {
  parameters: {
    sandbox: { faults: [{ path: reportPath, state: 400, msg: '位置坐标不正确', times: 1 }] },
  },
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await screen.findByText(ADDRESS, {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '交通事故' }));
    await userEvent.type(screen.getByRole('textbox', { name: '异常描述' }), '追尾');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const alert = await waitFor(() => findDialog(canvasElement), { timeout: 10_000 });
    await expect(within(alert).getByText('位置坐标不正确')).toBeVisible();
    await tapDialogButton(alert, '确定');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect(
      await screen.findByRole('heading', { name: '异常已上报' }, { timeout: 10_000 }),
    ).toBeVisible();
    const keys = (await sentRequests(reportPath)).map((r) => r.headers?.['idempotency-key']);
    await expect(keys).toHaveLength(2);
    await expect(keys[0]).not.toBe(keys[1]);
  },
};
