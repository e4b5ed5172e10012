import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderDetailScreen } from '@/features/fuel/balance/screens/order-detail-screen';
import { paths } from '@/lib/routing/paths';
import { expectNativeRecord } from '../../../support/bridge';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  FUELLED_ORDER,
  fuelAtThePump,
  orderDetailPath,
  OTHERS_ORDER,
  PAID_ORDER,
  REFUNDED_ORDER,
  SLOW,
} from './fuel-balance-story-helpers';

const meta = {
  title: 'Screens/Fuel/Balance/OrderDetail',
  component: OrderDetailScreen,
  parameters: {
    route: paths.fuelOrderDetail.to({ oilType: 'new', orderNo: PAID_ORDER }),
    session: 'certifiedDriver',
    // One bridge mode a file: the native app (导航 and 拨打电话 go to the phone).
    bridge: true,
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const code = (canvasElement: HTMLElement) =>
  bodyOf(canvasElement).findByRole('region', { name: '核销码' }, SLOW);

/** Waiting at the pump: the 核销码 in large digits (3 + 3) with the car, and the station. */
export const Paid: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const box = await code(canvasElement);
    await expect(within(box).getByLabelText(/^核销码 \d{6}$/)).toHaveTextContent(/^\d{3} \d{3}$/);
    await expect(box).toHaveTextContent('请向加油员出示核销码');
    await expect(box).toHaveTextContent('车牌号 冀B7GMCQ');
    await expect(screen.getByRole('status')).toHaveTextContent('待加油');
    const facts = screen.getByRole('region', { name: '订单详情' });
    await expect(facts).toHaveTextContent('实付金额¥800.00');
    await expect(facts).toHaveTextContent(/油卡单价¥[\d.]+\/L油站挂牌价¥[\d.]+\/L/);
    const bills = screen.getByRole('region', { name: '订单账单' });
    await waitFor(() => expect(bills).toHaveTextContent(/加油消费.*-800\.00/), SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: '导航' })).toBeEnabled(), SLOW);
    await expect(screen.getByRole('button', { name: '拨打电话' })).toBeEnabled();
  },
};

export const Fuelled: Story = {
  tags: ['state'],
  parameters: { route: paths.fuelOrderDetail.to({ oilType: 'new', orderNo: FUELLED_ORDER }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('已加油：本单已完成', {}, SLOW)).toBeVisible();
    await expect(screen.queryByRole('region', { name: '核销码' })).toBeNull();
    await expect(screen.getByRole('region', { name: '订单详情' })).toHaveTextContent(
      '实付金额¥440.00',
    );
    await expect(screen.getByText('加油时间')).toBeVisible();
    const bills = screen.getByRole('region', { name: '订单账单' });
    await waitFor(() => expect(bills).toHaveTextContent(/加油消费.*-440\.00/), SLOW);
    await waitFor(() => expect(screen.getByRole('button', { name: '导航' })).toBeEnabled(), SLOW);
  },
};

/** Refunded: the reason, and both bills (the debit and the money back). */
export const Refunded: Story = {
  tags: ['state'],
  parameters: {
    route: paths.fuelOrderDetail.to({ oilType: 'new', orderNo: REFUNDED_ORDER }),
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('已退款：金额已退回油卡', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('油站暂停供油，订单已退款')).toBeVisible();
    const bills = screen.getByRole('region', { name: '订单账单' });
    await waitFor(
      () => expect(bills).toHaveTextContent(/^订单账单加油消费.*-900\.00退款.*\+900\.00$/),
      SLOW,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '导航' })).toBeEnabled(), SLOW);
  },
};

export const NotFound: Story = {
  tags: ['state'],
  parameters: { route: paths.fuelOrderDetail.to({ oilType: 'new', orderNo: 'JY99999999' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('订单不存在', {}, SLOW)).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '返回订单列表' })).toHaveAttribute(
      'href',
      paths.fuelOrderList.to({ oilType: 'new' }),
    );
  },
};

/** Another driver's order: 不是您的订单 with the way back and 联系客服, no 重试. */
export const NotYours: Story = {
  tags: ['state'],
  parameters: { route: paths.fuelOrderDetail.to({ oilType: 'new', orderNo: OTHERS_ORDER }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('不是您的订单', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('该订单属于其他司机，您无法查看')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回订单列表' })).toBeVisible();
  },
};

/** The attendant fuels the order while the driver looks: the page turns to 已加油 on its own. */
export const FuelledWhileLooking: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await code(canvasElement);
    const before = (await sentRequests(orderDetailPath)).length;
    await fuelAtThePump(PAID_ORDER);
    await expect(
      await screen.findByText('已加油：本单已完成', {}, { timeout: 12_000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: '核销码' })).toBeNull();
    await expect(screen.getByText('加油时间')).toBeVisible();
    await expect((await sentRequests(orderDetailPath)).length).toBeGreaterThan(before);
  },
};

/** 拨打电话 and 导航 hand the station's number and position to the phone. */
export const CallAndNavigate: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await code(canvasElement);
    const call = screen.getByRole('button', { name: '拨打电话' });
    await waitFor(() => expect(call).toBeEnabled(), SLOW);
    await userEvent.click(call);
    const [dialled] = await expectNativeRecord('phoneCall', 10_000);
    await expect((dialled!.params as { phone: string }).phone).toMatch(/\d{7,}/);
    await userEvent.click(screen.getByRole('button', { name: '导航' }));
    const [map] = await expectNativeRecord('openMap', 10_000);
    await expect(map!.params).toMatchObject({
      mode: 'truck',
      name: expect.stringMatching(/加油站$/),
    });
  },
};
