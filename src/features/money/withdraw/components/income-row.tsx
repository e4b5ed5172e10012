import { ListRow } from '@/components/card';
import type { WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { fenToYuan } from '@/lib/domain/money';
import { withdrawMessages as t } from '../messages';

export const INCOME_ROW_HEIGHT = 124;

/** A settled income in 提现明细: settled, withdrawn and what remains. */
export function IncomeRow({ income }: { income: WithdrawableIncome }) {
  const withdrawn = income.settledAmount - income.remaining;
  return (
    <ListRow
      title={<span data-number>{income.waybillNo}</span>}
      extra={`${t.remaining} ¥${fenToYuan(income.remaining)}`}
      lines={[
        income.route,
        `${t.settled} ¥${fenToYuan(income.settledAmount)} · ${t.withdrawn} ¥${fenToYuan(withdrawn)}`,
        `${t.settleTime} ${income.settleTime}`,
      ]}
    />
  );
}
