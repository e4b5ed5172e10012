import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountBalanceScreen } from '@/features/money/wallet/screens/account-balance-screen';
import { paths } from '@/lib/routing/paths';
import { expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import {
  bodyOf,
  expectUrl,
  finishedRows,
  recordPath,
  settleToReceiptWaybill,
  SLOW,
  statisticsPath,
  summaryPath,
  thisMonth,
} from './wallet-story-helpers';
import { listStates } from '../../../support/list-states';

const RECORDS = '收支明细列表';

const meta = {
  title: 'Screens/Money/Wallet/AccountBalance',
  component: AccountBalanceScreen,
  parameters: { route: paths.walletBalance.to({}), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof AccountBalanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({
  path: recordPath,
  region: RECORDS,
  errorMsg: '账务服务繁忙',
  ready: balanceCard,
});

async function balanceCard(canvasElement: HTMLElement) {
  const card = await bodyOf(canvasElement).findByRole('region', { name: '可提现余额' }, SLOW);
  await within(card).findByText('12,864.50', {}, SLOW);
  return card;
}

/** The certified driver: ¥12,864.50 to withdraw, ¥500.00 held, this month's records and totals. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const card = await balanceCard(canvasElement);
    await expect(card).toHaveTextContent(/冻结中（提现审核中）\s*¥500\.00$/);
    const rows = await finishedRows(canvasElement, RECORDS);
    await expect(rows.length).toBeGreaterThan(3);
    await expect(rows[0]).toHaveTextContent(/提现至中国建设银行\(尾号\d{4}\)/);
    await expect(rows[0]).toHaveTextContent('-500.00');
    await expect(rows[0]).toHaveTextContent('余额 12,864.50');
    await expect(screen.getByLabelText('本期合计')).toHaveTextContent(
      /^收入 ¥[\d,]+\.\d\d · 支出 ¥[\d,]+\.\d\d（共\d+笔）$/,
    );
    await expect(screen.getByRole('button', { name: '2026年11月' })).toBeVisible();
    const [asked] = await sentRequests(recordPath);
    await expect(asked?.body).toEqual({ pageIndex: 1, pageSize: 20, month: '2026-11' });
  },
};

/** A driver who has never been paid: ¥0.00 and 暂无数据. */
export const EmptyWallet: Story = {
  tags: ['state'],
  parameters: { session: 'newDriver' },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const card = await screen.findByRole('region', { name: '可提现余额' }, SLOW);
    await waitFor(
      () => expect(card).toHaveTextContent(/^可提现余额¥0\.00冻结中（提现审核中）\s*¥0\.00$/),
      SLOW,
    );
    await expect(await screen.findByText('暂无数据', {}, SLOW)).toBeVisible();
    await expect(screen.getByLabelText('本期合计')).toHaveTextContent(
      '收入 ¥0.00 · 支出 ¥0.00（共0笔）',
    );
  },
};

export const RecordsLoading = states.loading;

export const RecordsError = states.error;

/** 收入 only (from the URL): every row is a green + amount; the totals have no expense. */
export const IncomeOnly: Story = {
  tags: ['state'],
  parameters: { route: paths.walletBalance.to({ direction: '1' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const rows = await finishedRows(canvasElement, RECORDS);
    for (const row of rows) await expect(row).toHaveTextContent(/\+[\d,]+\.\d\d/);
    await expect(screen.getByRole('button', { name: '收入' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.getByLabelText('本期合计')).toHaveTextContent(/支出 ¥0\.00/);
  },
};

/** A month without records. */
export const MonthWithoutRecords: Story = {
  tags: ['state'],
  parameters: { route: paths.walletBalance.to({ month: '2025-03' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await balanceCard(canvasElement);
    await expect(await screen.findByText('暂无数据', {}, SLOW)).toBeVisible();
    await expect(screen.getByRole('button', { name: '2025年03月' })).toBeVisible();
    await expect(screen.getByLabelText('本期合计')).toHaveTextContent(
      '收入 ¥0.00 · 支出 ¥0.00（共0笔）',
    );
  },
};

/** 按月统计: months (said 2026年11月) newest first with their totals. */
export const ByMonth: Story = {
  tags: ['state'],
  parameters: { route: paths.walletBalance.to({ view: 'statistics' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await balanceCard(canvasElement);
    const list = await screen.findByRole('region', { name: '按月统计列表' }, SLOW);
    await within(list).findByText('没有更多数据了', {}, SLOW);
    const months = within(list)
      .getAllByText(/^\d{4}年\d{2}月$/)
      .map((m) => m.textContent);
    await expect(months[0]).toBe('2026年11月');
    await expect([...months].sort().reverse()).toEqual(months);
    await expect(await sentRequests(statisticsPath)).toHaveLength(1);
  },
};

/** The type chips and the month steps ask the server with the filter, and keep it in the URL. */
export const ChangeTypeAndMonth: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await finishedRows(canvasElement, RECORDS);
    await userEvent.click(screen.getByRole('button', { name: '支出' }));
    await expectUrl(/direction=2/);
    const month = thisMonth();
    await waitFor(async () => {
      const asked = (await sentRequests(recordPath)).map((r) => r.body);
      await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, month, direction: 2 });
    }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    const previous = dayjs(`${month}-01`).subtract(1, 'month').format('YYYY-MM');
    await expectUrl(new RegExp(`month=${previous}`));
    await waitFor(async () => {
      const asked = (await sentRequests(recordPath)).map((r) => r.body);
      await expect(asked).toContainEqual({
        pageIndex: 1,
        pageSize: 20,
        month: previous,
        direction: 2,
      });
      const totals = (await sentRequests(summaryPath)).map((r) => r.body);
      await expect(totals).toContainEqual({ month: previous, direction: 2 });
    }, SLOW);
  },
};

/** The month picker (the kit's wheels to the month): a month earlier, confirmed, asked for. */
export const PickMonthWithTheWheel: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await finishedRows(canvasElement, RECORDS);
    const month = thisMonth();
    await userEvent.click(
      screen.getByRole('button', { name: dayjs(`${month}-01`).format('YYYY年MM月') }),
    );
    const picker = await screen.findByRole('dialog', { name: '选择月份' }, SLOW);
    const wheel = within(picker).getByRole('spinbutton', { name: '月' });
    wheel.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    const previous = dayjs(`${month}-01`).subtract(1, 'month').format('YYYY-MM');
    await expectUrl(new RegExp(`month=${previous}`));
    await waitFor(async () => {
      const asked = (await sentRequests(recordPath)).map((r) => r.body);
      await expect(asked).toContainEqual({ pageIndex: 1, pageSize: 20, month: previous });
    }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '全部月份' }));
    await expectUrl(/month=all/);
  },
};

/** A withdrawal's facts lead to its application; a freight record's to its waybill. */
export const RecordFacts: Story = {
  parameters: { route: paths.walletBalance.to({ month: 'all' }) },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const rows = await finishedRows(canvasElement, RECORDS);
    await userEvent.click(rows[0]!);
    const dialog = await screen.findByRole('dialog', { name: '明细详情' }, SLOW);
    await expect(dialog).toHaveTextContent('提现 · 提现至中国建设银行');
    const link = within(dialog).getByRole('link', { name: '查看提现详情' });
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/i\/wallet\/withdraw-deposit-details\?id=W\d+$/),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '明细详情' })).toBeNull());
    const freight = rows.find((r) => r.textContent?.startsWith('运费收入'))!;
    await userEvent.click(freight);
    const facts = await screen.findByRole('dialog', { name: '明细详情' }, SLOW);
    await userEvent.click(within(facts).getByRole('link', { name: /^YD/ }));
    await expectPath('/waybill/detailWhole');
  },
};

export const WithdrawOpensTheWithdrawal: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    await balanceCard(canvasElement);
    await userEvent.click(screen.getByRole('link', { name: '提现' }));
    await expectPath(paths.withdrawChoose.pattern);
  },
};

/** The Me screen's balance opens the wallet; the wallet leads to the collection accounts. */
export const FromMeAndToCollectionAccounts: Story = {
  parameters: { route: paths.me.to() },
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const wallet = await screen.findByRole('region', { name: '我的钱包' }, SLOW);
    // The balance is the wallet's link (the fuel-card figures link to their cards).
    await userEvent.click(await within(wallet).findByRole('link', { name: /钱包余额/ }, SLOW));
    await expectPath(paths.walletBalance.pattern);
    await balanceCard(canvasElement);
    await userEvent.click(screen.getByRole('link', { name: '收款账户' }));
    await expectPath(paths.collectionAccountList.pattern);
  },
};

/** The receipt approved in the 运输 panel settles the trip: 运费收入 and 信息费 appear this month. */
export const SettledTripShowsUp: Story = {
  play: async ({ canvasElement }) => {
    const screen = bodyOf(canvasElement);
    const before = await finishedRows(canvasElement, RECORDS);
    await settleToReceiptWaybill();
    await userEvent.click(screen.getByRole('button', { name: '收入' }));
    await waitFor(async () => {
      const rows = await finishedRows(canvasElement, RECORDS);
      await expect(rows[0]).toHaveTextContent('运费收入');
    }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(async () => {
      const rows = await finishedRows(canvasElement, RECORDS);
      await expect(rows).toHaveLength(before.length + 2);
      await expect(rows[0]).toHaveTextContent('信息费');
    }, SLOW);
    await userEvent.click((await finishedRows(canvasElement, RECORDS))[1]!);
    const facts = await screen.findByRole('dialog', { name: '明细详情' }, SLOW);
    await expect(within(facts).getByRole('link', { name: /^YD/ })).toHaveAttribute(
      'href',
      '/waybill/detailWhole?id=WB0008',
    );
  },
};
