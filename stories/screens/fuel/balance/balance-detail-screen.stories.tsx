import dayjs from 'dayjs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BalanceDetailScreen } from '@/features/fuel/balance/screens/balance-detail-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  billPath,
  bodyOf,
  expectUrl,
  finishedRows,
  RECHARGE_BILL,
  SLOW,
} from './fuel-balance-story-helpers';
import { listStates } from '../../../support/list-states';

const BILLS = '收支明细列表';

const meta = {
  title: 'Screens/Fuel/Balance/BalanceDetail',
  component: BalanceDetailScreen,
  parameters: {
    route: paths.fuelBalanceDetail.to({ oilType: 'new' }),
    session: 'certifiedDriver',
  },
  beforeEach: clearOverlays,
} satisfies Meta<typeof BalanceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: billPath, region: BILLS, errorMsg: '油卡账务繁忙' });

/** The new card: ¥1,588.00 on top, every bill newest first, each with the balance after it. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const top = await screen.findByRole('region', { name: '新油卡余额' }, SLOW);
    await waitFor(() => expect(top).toHaveTextContent('¥1,588.00'), SLOW);
    const rows = await finishedRows(canvasElement, BILLS);
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent(
      /^加油消费-800\.00\d{4}-\d\d-\d\d \d\d:\d\d:\d\d余额 1,588\.00$/,
    );
    await expect(rows.some((r) => /^退款.*\+900\.00/.test(r.textContent ?? ''))).toBe(true);
    await expect(rows.at(-1)).toHaveTextContent(/^充值\+2,873\.00.*余额 2,873\.00$/);
    await expect(screen.getByRole('button', { name: '全部月份' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [asked] = await sentRequests(billPath);
    await expect(asked?.body).toEqual({ oilType: 'new', pageIndex: 1, pageSize: 20 });
  },
};

/** 充值 of the old card (filters from the URL): only + amounts. */
export const OldCardRecharges: Story = {
  tags: ['state'],
  parameters: { route: `${paths.fuelBalanceDetail.to({ oilType: 'old' })}&kind=recharge` },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const top = await screen.findByRole('region', { name: '旧油卡余额' }, SLOW);
    await waitFor(() => expect(top).toHaveTextContent('¥320.50'), SLOW);
    const rows = await finishedRows(canvasElement, BILLS);
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent(/^充值.*\+[\d,]+\.\d\d/);
    await expect(screen.getByRole('button', { name: '充值' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A month without bills. */
export const EmptyMonth: Story = {
  tags: ['state'],
  parameters: { route: paths.fuelBalanceDetail.to({ oilType: 'new', month: '2025-03' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await expect(await screen.findByText('暂无数据', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: '2025年03月' })).toBeVisible();
    const [asked] = await sentRequests(billPath);
    await expect(asked?.body).toEqual({
      oilType: 'new',
      month: '2025-03',
      pageIndex: 1,
      pageSize: 20,
    });
  },
};

export const BillsError = states.error;

export const BillsLoading = states.loading;

/** The kind chips and the month steps ask with the filter and keep it in the URL. */
export const ChangeKindAndMonth: Story = {
  play: async ({ canvasElement }) => {
    // Not a state story: the clock is the real one, so the picker opens on this month.
    const thisMonth = dayjs().format('YYYY-MM');
    const lastMonth = dayjs().subtract(1, 'month').format('YYYY-MM');
    const screen = bodyOf(canvasElement);
    await finishedRows(canvasElement, BILLS);
    await userEvent.click(screen.getByRole('button', { name: '退款' }));
    await expectUrl(/kind=refund/);
    await waitFor(async () => {
      const asked = (await sentRequests(billPath)).map((r) => r.body);
      await expect(asked).toContainEqual({
        oilType: 'new',
        kind: 'refund',
        pageIndex: 1,
        pageSize: 20,
      });
    }, SLOW);
    const rows = await finishedRows(canvasElement, BILLS);
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent(/^退款.*\+900\.00/);
    await userEvent.click(screen.getByRole('button', { name: '选择月份' }));
    const picker = await screen.findByRole('dialog', { name: '选择月份' }, SLOW);
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    await expectUrl(new RegExp(`month=${thisMonth}`));
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    await expectUrl(new RegExp(`month=${lastMonth}`));
    await waitFor(async () => {
      const asked = (await sentRequests(billPath)).map((r) => r.body);
      await expect(asked).toContainEqual({
        oilType: 'new',
        kind: 'refund',
        month: lastMonth,
        pageIndex: 1,
        pageSize: 20,
      });
    }, SLOW);
  },
};

/** A bill opens its 账单详情. */
export const OpenABill: Story = {
  parameters: { route: `${paths.fuelBalanceDetail.to({ oilType: 'new' })}&kind=recharge` },
  play: async ({ canvasElement }) => {
    const rows = await finishedRows(canvasElement, BILLS);
    await userEvent.click(rows[0]!);
    await expectPath(paths.fuelExpenseDetail.pattern);
    await expectUrl(new RegExp(`billNo=${RECHARGE_BILL}`));
    const bill = await bodyOf(canvasElement).findByRole('region', { name: '充值' }, SLOW);
    await expect(bill).toHaveTextContent('+¥1,285.00');
  },
};
