import { Card, Page } from '@/components/card';
import { Button, TextField } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import type { BankCard } from '@/lib/contract/money/bank-card';
import type { WithdrawLimit } from '@/lib/contract/money/withdraw';
import { useWithdrawInfo } from '../hooks/use-withdraw-info';
import { withdrawMessages as t } from '../messages';
import { CardChoice } from './card-choice';
import styles from './withdraw.module.css';

interface AmountFormProps {
  waybillIds: string[];
  limit: WithdrawLimit;
  selectedTotal: number;
  cards: readonly BankCard[];
  refundCardId: string;
}

/** The card and the amount of the withdrawal, and 下一步. */
export function AmountForm({
  waybillIds,
  limit,
  selectedTotal,
  cards,
  refundCardId,
}: AmountFormProps) {
  const info = useWithdrawInfo({ waybillIds, limit, selectedTotal, refundCardId });
  return (
    <Page as="div">
      <CardChoice cards={cards} value={info.cardId} onChange={info.setCardId} />
      <Card aria-label={t.amount}>
        <span className={styles.hint}>
          {`${t.selected}${waybillIds.length}笔 ${t.selectedTotal} `}
          <MoneyText value={selectedTotal} currency size="small" />
        </span>
        <div className={styles.amountRow}>
          <TextField
            label={t.amountLabel}
            inputMode="decimal"
            placeholder={t.amountPlaceholder}
            value={info.amount}
            onChange={info.setAmount}
            onBlur={info.blur}
            error={info.error}
          />
          <Button variant="text" onClick={info.withdrawAll}>
            {t.withdrawAll}
          </Button>
        </div>
        <span className={styles.hint}>
          {`${t.withdrawable} `}
          <MoneyText value={limit.withdrawable} currency size="small" />
        </span>
      </Card>
      <Button onClick={info.next}>{t.next}</Button>
    </Page>
  );
}
