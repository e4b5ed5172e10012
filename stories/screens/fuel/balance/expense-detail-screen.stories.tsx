import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ExpenseDetailScreen } from '@/features/fuel/balance/screens/expense-detail-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  billPath,
  bodyOf,
  expectUrl,
  PAID_ORDER,
  PAID_ORDER_BILL,
  RECHARGE_BILL,
  SLOW,
} from './fuel-balance-story-helpers';

const meta = {
  title: 'Screens/Fuel/Balance/ExpenseDetail',
  component: ExpenseDetailScreen,
  parameters: {
    route: paths.fuelExpenseDetail.to({ oilType: 'new', billNo: RECHARGE_BILL }),
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ExpenseDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A recharge opened cold from its link: found among the card's bills, with no order. */
export const Recharge: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const bill = await screen.findByRole('region', { name: '充值' }, SLOW);
    await expect(bill).toHaveTextContent('+¥1,285.00');
    await expect(bill).toHaveTextContent('变动后余额¥2,828.00');
    await expect(bill).toHaveTextContent(`账单号${RECHARGE_BILL}`);
    await expect(bill).toHaveTextContent('说明车队充值');
    await expect(bill).not.toHaveTextContent('加油订单');
    const asked = (await sentRequests(billPath)).map((r) => r.body);
    await expect(asked).toEqual([{ oilType: 'new', pageIndex: 1, pageSize: 50 }]);
  },
};

/** The debit of an order leads to that order. */
export const OrderDebit: Story = {
  tags: ['state'],
  parameters: {
    route: paths.fuelExpenseDetail.to({ oilType: 'new', billNo: PAID_ORDER_BILL }),
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const bill = await screen.findByRole('region', { name: '加油消费' }, SLOW);
    await expect(bill).toHaveTextContent('-¥800.00');
    await expect(bill).toHaveTextContent('变动后余额¥1,588.00');
    await expect(screen.getByRole('link', { name: PAID_ORDER })).toBeVisible();
  },
};

/** A bill the card does not have (or of the other card). */
export const Missing: Story = {
  tags: ['state'],
  parameters: {
    route: paths.fuelExpenseDetail.to({ oilType: 'old', billNo: RECHARGE_BILL }),
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('账单不存在', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('该账单不在这张油卡的收支明细中')).toBeVisible();
    await expect(screen.getByRole('link', { name: '返回账单列表' })).toHaveAttribute(
      'href',
      paths.fuelBalanceDetail.to({ oilType: 'old' }),
    );
  },
};

export const LookupFails: Story = {
  tags: ['state'],
  parameters: { sandbox: { faults: [{ path: billPath, state: 500, msg: '油卡账务繁忙' }] } },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('账单加载失败', {}, SLOW)).toBeVisible();
    await expect(screen.getByText('油卡账务繁忙')).toBeVisible();
    await expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(screen.getByRole('link', { name: '联系客服' })).toBeVisible();
  },
};

/** From the bill to its order: the 核销码 is there. */
export const ToTheOrder: Story = {
  parameters: {
    route: paths.fuelExpenseDetail.to({ oilType: 'new', billNo: PAID_ORDER_BILL }),
  },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await userEvent.click(await screen.findByRole('link', { name: PAID_ORDER }, SLOW));
    await expectPath(paths.fuelOrderDetail.pattern);
    await expectUrl(new RegExp(`orderNo=${PAID_ORDER}`));
    await waitFor(() => expect(screen.getByRole('region', { name: '核销码' })).toBeVisible(), SLOW);
  },
};
