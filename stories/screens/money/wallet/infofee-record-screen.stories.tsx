import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfoFeeRecordScreen } from '@/features/money/wallet/screens/infofee-record-screen';
import { paths } from '@/lib/routing/paths';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, finishedRows, recordPath, summaryPath } from './wallet-story-helpers';
import { listStates } from '../../../support/list-states';

const LIST = '信息费记录列表';

const meta = {
  title: 'Screens/Money/Wallet/InfoFeeRecord',
  component: InfoFeeRecordScreen,
  parameters: { route: paths.walletInfoFeeRecord.to(), session: 'certifiedDriver' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof InfoFeeRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = listStates({ path: recordPath, region: LIST, errorMsg: '账务服务繁忙' });

/** This month's information fees (one per settled trip, to the fen) and their total. */
export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const rows = await finishedRows(canvasElement, LIST);
    for (const row of rows) {
      await expect(row).toHaveTextContent('信息费');
      await expect(row).toHaveTextContent(/-[\d,]+\.\d{2}/);
    }
    // YD202600000003's fee: 1 % of ¥4,686.00 to the fen, as its quote and freight detail say.
    await expect(rows[0]).toHaveTextContent('-46.86');
    const total = bodyOf(canvasElement).getByLabelText('本期信息费合计');
    await expect(total).toHaveTextContent(`（共${rows.length}笔）`);
    const [asked] = await sentRequests(recordPath);
    await expect(asked?.body).toEqual({
      pageIndex: 1,
      pageSize: 20,
      kind: 'infoFee',
      month: '2026-11',
    });
    const [totals] = await sentRequests(summaryPath);
    await expect(totals?.body).toEqual({ kind: 'infoFee', month: '2026-11' });
  },
};

/** Every month: the older trips' fees too. */
export const AllMonths: Story = {
  tags: ['state'],
  parameters: { route: '/i/wallet/balance-infofee-record?month=all' },
  play: async ({ canvasElement }) => {
    const rows = await finishedRows(canvasElement, LIST);
    await expect(rows.length).toBeGreaterThan(3);
    await expect(bodyOf(canvasElement).getByRole('button', { name: '全部月份' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Empty = states.empty;

export const QueryError = states.error;
