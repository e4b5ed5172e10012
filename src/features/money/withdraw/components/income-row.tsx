import { cardStyles } from '@/components/card';
import type { WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { fenToYuan } from '@/lib/domain/money';
import { withdrawMessages as t } from '../messages';

export const INCOME_ROW_HEIGHT = 124;

/** A settled income in 提现明细: settled, withdrawn and what remains. */
export function IncomeRow({ income }: { income: WithdrawableIncome }) {
  const withdrawn = income.settledAmount - income.remaining;
  return (
    <div className={cardStyles.row}>
      <span className={cardStyles.rowHead}>
        <span>{income.waybillNo}</span>
        <span>{`${t.remaining} ¥${fenToYuan(income.remaining)}`}</span>
      </span>
      <span className={cardStyles.rowContent}>{income.route}</span>
      <span className={cardStyles.rowContent}>
        {`${t.settled} ¥${fenToYuan(income.settledAmount)} · ${t.withdrawn} ¥${fenToYuan(withdrawn)}`}
      </span>
      <span className={cardStyles.rowContent}>{`${t.settleTime} ${income.settleTime}`}</span>
    </div>
  );
}
