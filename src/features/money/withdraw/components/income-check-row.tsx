import { useId } from 'react';
import { CheckInput } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import type { WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { withdrawMessages as t } from '../messages';
import styles from './withdraw.module.css';

export const INCOME_CHECK_ROW_HEIGHT = 96;

/** A withdrawable waybill with its tick: the whole row toggles it. */
export function IncomeCheckRow({
  income,
  checked,
  onToggle,
}: {
  income: WithdrawableIncome;
  checked: boolean;
  onToggle: (income: WithdrawableIncome) => void;
}) {
  const id = useId();
  return (
    <label className={styles.incomeRow} htmlFor={id}>
      <CheckInput
        id={id}
        checked={checked}
        onChange={() => onToggle(income)}
        aria-label={`${t.waybillNo} ${income.waybillNo}`}
      />
      <span className={styles.incomeText}>
        <span className={styles.incomeHead}>
          <span data-number>{income.waybillNo}</span>
          <MoneyText value={income.remaining} currency />
        </span>
        <span>{income.route}</span>
        <span>{`${t.settleTime} ${income.settleTime}`}</span>
      </span>
    </label>
  );
}
