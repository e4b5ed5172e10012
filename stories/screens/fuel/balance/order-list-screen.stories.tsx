import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderListScreen } from '@/features/fuel/balance/screens/order-list-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  expectUrl,
  finishedRows,
  orderPath,
  PAID_ORDER,
  SLOW,
  totalsPath,
} from './fuel-balance-story-helpers';

const ORDERS = '加油订单列表';

const meta = {
  title: 'Screens/Fuel/Balance/OrderList',
  component: OrderListScreen,
  parameters: { route: paths.fuelOrderList.to({ oilType: 'new' }), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof OrderListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The new card's orders, newest first, with the totals (refunds left out). */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const rows = await finishedRows(canvasElement, ORDERS);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/加油站¥800\.00.*· [\d,]+\.\d\d(L|kg)\d{4}-.*待加油$/);
    await expect(rows.filter((r) => r.textContent?.endsWith('已退款'))).toHaveLength(1);
    await expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(
      () =>
        expect(screen.getByLabelText('订单合计')).toHaveTextContent(
          /^订单数4升数[\d,]+\.\d\dL实付¥2,570\.00共节省¥[\d,]+\.\d\d$/,
        ),
      SLOW,
    );
    const [asked] = await sentRequests(totalsPath);
    await expect(asked?.body).toEqual({ oilType: 'new' });
  },
};

/** 待加油 from the URL: the order waiting at the pump only. */
export const PaidTab: Story = {
  tags: ['state'],
  parameters: { route: `${paths.fuelOrderList.to({ oilType: 'new' })}&state=paid` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const rows = await finishedRows(canvasElement, ORDERS);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveAttribute(
      'href',
      paths.fuelOrderDetail.to({ oilType: 'new', orderNo: PAID_ORDER }),
    );
    await expect(screen.getByRole('tab', { name: '待加油' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(
      () => expect(screen.getByLabelText('订单合计')).toHaveTextContent(/订单数1.*实付¥800\.00/),
      SLOW,
    );
  },
};

/** The old card in a month without orders. */
export const EmptyMonth: Story = {
  tags: ['state'],
  parameters: { route: paths.fuelOrderList.to({ oilType: 'old', month: '2025-03' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('暂无数据', {}, SLOW)).toBeVisible();
    await waitFor(
      () =>
        expect(screen.getByLabelText('订单合计')).toHaveTextContent(
          '订单数0升数0.00L实付¥0.00共节省¥0.00',
        ),
      SLOW,
    );
    await expect(screen.getByRole('button', { name: '2025年03月' })).toBeVisible();
  },
};

export const OrdersError: Story = {
  tags: ['state'],
  parameters: {
    sandbox: {
      faults: [
        { path: orderPath, state: 500, msg: '订单服务繁忙' },
        { path: totalsPath, state: 500, msg: '订单服务繁忙' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('查询出错', {}, SLOW)).toBeVisible();
    await expect(await screen.findByText('合计加载失败：订单服务繁忙', {}, SLOW)).toBeVisible();
  },
};

/** The state tabs ask with the state and keep it in the URL; a row opens its order. */
export const TabsAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await finishedRows(canvasElement, ORDERS);
    await userEvent.click(screen.getByRole('tab', { name: '已加油' }));
    await expectUrl(/state=fuelled/);
    await waitFor(async () => {
      const sums = (await sentRequests(totalsPath)).map((r) => r.body);
      await expect(sums).toContainEqual({ oilType: 'new', state: 'fuelled' });
      await expect(screen.getByLabelText('订单合计')).toHaveTextContent(/^订单数3/);
    }, SLOW);
    await userEvent.click(screen.getByRole('tab', { name: '已退款' }));
    await expectUrl(/state=refunded/);
    await waitFor(async () => {
      const asked = (await sentRequests(orderPath)).map((r) => r.body);
      await expect(asked).toContainEqual({
        oilType: 'new',
        state: 'refunded',
        pageIndex: 1,
        pageSize: 20,
      });
    }, SLOW);
    await expect(screen.getByText('已退款的订单金额已退回油卡，不计入合计')).toBeVisible();
    const sums = (await sentRequests(totalsPath)).map((r) => r.body);
    await expect(sums).not.toContainEqual({ oilType: 'new', state: 'refunded' });
    const rows = await finishedRows(canvasElement, ORDERS);
    await expect(rows).toHaveLength(1);
    await userEvent.click(rows[0]!);
    await expectPath(paths.fuelOrderDetail.pattern);
    const banner = await screen.findByText('已退款：金额已退回油卡', {}, SLOW);
    await expect(
      within(banner.parentElement!).queryByRole('region', { name: '核销码' }),
    ).toBeNull();
  },
};
