/** Contract samples of the wallet: records, their totals and statistics, receipt payment. */
import { money } from '@/lib/contract/money/wallet';
import { receiptPayment } from '@/lib/contract/money/receipt-payment';
import { sample, type AnySample } from '../../sample-kit';

const RECORD_FIELDS = {
  id: true,
  direction: true,
  kind: true,
  title: true,
  amount: true,
  balanceAfter: true,
  waybillId: true,
  waybillNo: true,
  applicationId: true,
  remark: true,
  createTime: true,
} as const;

const TOTALS = { income: true, expense: true, count: true } as const;

export const samples: Record<string, AnySample> = {
  'money.recordPage': sample(
    money.recordPage,
    { pageIndex: 1, pageSize: 20, direction: 1 },
    { kind: 'page', fields: RECORD_FIELDS },
  ),
  'money.recordSummary': sample(money.recordSummary, {}, { kind: 'object', fields: TOTALS }),
  'money.recordStatistics': sample(
    money.recordStatistics,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: { month: true, ...TOTALS } },
  ),
  'receiptPayment.receiptApply': sample(
    receiptPayment.receiptApply,
    { waybillId: 'WB0001' },
    { kind: 'object', fields: { waybillId: true, state: true, amount: true, applyTime: true } },
  ),
};
