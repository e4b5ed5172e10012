/**
 * The waybill detail inside the app (the fake native side answers calls and the map): one story
 * per state of the seeded waybills of the certified driver, a bulk one assigned by the shipper,
 * a rejected photo, and the read's own states.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WaybillDetailScreen } from '@/features/waybill/list/screens/waybill-detail-screen';
import { supply } from '@/lib/contract/supply/market';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { paths } from '@/lib/routing/paths';
import { expectNativeRecord } from '../../../support/bridge';
import { expectPath } from '../../../support/router';
import { neverAnswered, sentRequests } from '../../../support/sandbox';
import { assignLoad, rejectPhoto } from '../../../support/waybill-trips';
import { clearOverlays } from '../../../support/overlays';

const whole = (id: string) => paths.waybillDetailWhole.to({ id });
const detailPath = waybillTrip.getDetail.path;

const meta = {
  title: 'Screens/Waybill/List/WaybillDetail',
  component: WaybillDetailScreen,
  parameters: { route: whole('WB0005'), session: 'certifiedDriver', bridge: true },
  beforeEach: clearOverlays,
} satisfies Meta<typeof WaybillDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function shown(canvasElement: HTMLElement, waybillNo: string) {
  const screen = body(canvasElement);
  await screen.findByRole('region', { name: `运单号 ${waybillNo}` }, { timeout: 10_000 });
  return screen;
}

/** To load: the premium is unpaid, so the next action is paying it (on the departure screen). */
export const ToLoad: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000005');
    const head = screen.getByRole('region', { name: '运单号 YD202600000005' });
    await expect(head).toHaveTextContent('待装货');
    await expect(head).toHaveTextContent('装货地 南京市 鼓楼区工业大道24号 苏建建材码头');
    await expect(head).toHaveTextContent('卸货地 苏州市 姑苏区');
    const freight = screen.getByRole('region', { name: '运费明细' });
    await expect(freight).toHaveTextContent('信息服务费');
    await expect(freight).toHaveTextContent('保险费¥120.00 待支付');
    await expect(screen.getByRole('region', { name: '运单动态' })).toHaveTextContent(
      '接单成功，运单号 YD202600000005',
    );
    await expect(screen.getByRole('region', { name: '照片' })).toHaveTextContent('暂无照片');
    const next = screen.getByRole('link', { name: '支付保险费' });
    await expect(next.getAttribute('href')).toBe(paths.waybillLoad.to({ id: 'WB0005' }));
    const afterSales = screen.getByRole('region', { name: '售后服务' });
    for (const name of ['投诉', '取消运单', '异常上报', '运费变更', '更换车队长']) {
      await expect(within(afterSales).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(afterSales).queryByRole('link', { name: '补传照片' })).toBeNull();
    await expect(screen.getByRole('link', { name: '查看装货地围栏' }).getAttribute('href')).toBe(
      paths.toGeofence.to({ id: 'WB0005', point: 'loading' }),
    );
    const [read] = await sentRequests(detailPath);
    await expect(read?.body).toEqual({ id: 'WB0005' });
  },
};

/** In transit: departure photos shown as accepted, the next action 去卸货. */
export const InTransit: Story = {
  tags: ['state'],
  parameters: { route: whole('WB0007') },
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000007');
    const photos = screen.getByRole('group', { name: '发车照片' });
    await expect(within(photos).getAllByRole('img')).toHaveLength(2);
    await expect(photos).toHaveTextContent('已通过');
    await expect(screen.getByRole('region', { name: '运单动态' })).toHaveTextContent(
      '已发车，装货 31.8吨',
    );
    await expect(screen.getByRole('link', { name: '去卸货' }).getAttribute('href')).toBe(
      paths.waybillUnload.to({ id: 'WB0007' }),
    );
  },
};

export const ToReceipt: Story = {
  tags: ['state'],
  parameters: { route: whole('WB0008') },
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000008');
    await expect(screen.getByText('待回单')).toBeVisible();
    await expect(screen.getByRole('link', { name: '上传回单' }).getAttribute('href')).toBe(
      paths.waybillUploadReceipt.to({ id: 'WB0008' }),
    );
    await expect(screen.getByRole('link', { name: '发布回程' })).toBeVisible();
  },
};

export const Done: Story = {
  tags: ['state'],
  parameters: { route: whole('WB0003') },
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000003');
    await expect(screen.getByText('已完成')).toBeVisible();
    await expect(screen.getByRole('link', { name: '去评价' }).getAttribute('href')).toBe(
      paths.waybillEvaluate.to({ id: 'WB0003' }),
    );
  },
};

export const Cancelled: Story = {
  tags: ['state'],
  parameters: { route: whole('WB0004') },
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000004');
    await expect(screen.getByRole('status')).toHaveTextContent('运单已取消');
    await expect(screen.queryByRole('link', { name: /^去/ })).toBeNull();
  },
};

/** A bulk load the shipper assigned (trip/assign): its own route and the 大宗 tag. */
export const Bulk: Story = {
  tags: ['state'],
  parameters: { route: paths.waybillDetailBulk.to({ id: 'WB0009' }) },
  beforeEach: async () => {
    const id = await assignLoad('S0001');
    if (id !== 'WB0009') throw new Error(`the assigned waybill is ${id}, not WB0009`);
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    const head = await screen.findByRole('region', { name: /^运单号 YD/ }, { timeout: 10_000 });
    await expect(head).toHaveTextContent('大宗');
    await expect(head).toHaveTextContent('冶金焦 32吨');
    await expect(screen.getByRole('link', { name: '去发车' })).toBeVisible();
  },
};

/** A departure photo the shipper rejected: marked 未通过 with the reason; 补传照片 opens. */
export const RejectedPhoto: Story = {
  tags: ['state'],
  parameters: { route: whole('WB0007') },
  beforeEach: () => rejectPhoto('WB0007', 'departure', 1, '照片模糊，看不清车牌'),
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000007');
    const photos = screen.getByRole('group', { name: '发车照片' });
    await expect(photos).toHaveTextContent('未通过照片模糊，看不清车牌');
    await expect(screen.getByRole('link', { name: '补传照片' }).getAttribute('href')).toBe(
      paths.waybillRepairCard.to({ id: 'WB0007' }),
    );
  },
};

export const Loading: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [neverAnswered(detailPath)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '运单加载中' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The network let the read down: the only problem worth 重试. */
export const NetworkFailed: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: detailPath, network: true }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('网络不给力', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByText('请检查网络连接后重试')).toBeVisible();
    await expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: '联系客服' })).toBeNull();
  },
};

/** Once the network is back, 重试 shows the waybill. */
export const NetworkFailedThenRetry: Story = {
  parameters: { sandbox: { faults: [{ path: detailPath, network: true, times: 1 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }, { timeout: 10_000 }));
    await shown(canvasElement, 'YD202600000005');
  },
};

/** The server failed: its words, the way back and 联系客服, no 重试. */
export const ServerFailed: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: detailPath, status: 500 }] } },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('运单加载失败', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const Missing: Story = {
  parameters: { route: whole('WB9999') },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('运单不存在', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '返回运单列表' }));
    await expectPath('/waybill');
  },
};

/** Another driver's waybill (WB0006): said as such, with the list and customer service. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: whole('WB0006') },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(await screen.findByText('不是您的运单', {}, { timeout: 10_000 })).toBeVisible();
    await expect(screen.getByText('该运单属于其他司机，您无法查看')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute(
      'href',
      paths.customerService.to(),
    );
    await expect(screen.getByRole('link', { name: '返回运单列表' })).toHaveAttribute(
      'href',
      '/waybill',
    );
  },
};

/** The shipper is rung through a virtual number the app dials; the real number stays hidden. */
export const CallTheShipper: Story = {
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000005');
    await userEvent.click(screen.getByRole('button', { name: '拨打货主电话' }));
    const [call] = await expectNativeRecord('phoneCall', 10_000);
    const [request] = await sentRequests(supply.getVirtualPhoneNumber.path);
    await expect(request?.body).toEqual({ bizId: 'WB0005', bizType: 'waybill' });
    await expect((call!.params as { phone: string }).phone).toMatch(/^170\d{8}$/);
  },
};

export const CallTheUnloadingContact: Story = {
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000005');
    await userEvent.click(screen.getByRole('button', { name: '拨打卸货联系人电话' }));
    await expectNativeRecord('phoneCall', 10_000);
    const [request] = await sentRequests(supply.getVirtualPhoneNumber.path);
    await expect(request?.body).toEqual({
      bizId: 'WB0005',
      bizType: 'waybill',
      contact: 'unloading',
    });
  },
};

export const NavigateToTheLoadingPoint: Story = {
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000005');
    await userEvent.click(screen.getByRole('button', { name: '导航到装货地' }));
    const [map] = await expectNativeRecord('openMap', 10_000);
    await expect(map!.params).toMatchObject({
      longitude: 118.77,
      latitude: 32.066,
      name: '南京市 鼓楼区',
      address: '工业大道24号 苏建建材码头',
      mode: 'truck',
    });
  },
};

export const OpensTheContract: Story = {
  play: async ({ canvasElement }) => {
    const screen = await shown(canvasElement, 'YD202600000005');
    await userEvent.click(screen.getByRole('link', { name: '运输合同' }));
    await expectPath('/waybill/contract');
    await expect(
      await screen.findByRole('heading', { name: '货物运输合同', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
