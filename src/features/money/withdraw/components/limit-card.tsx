import { Card, FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { WithdrawLimit } from '@/lib/contract/money/withdraw';
import { withdrawMessages as t } from '../messages';
import styles from './withdraw.module.css';

/** The available balance and the limits of one withdrawal and of the day. */
export function LimitCard({ limit }: { limit: WithdrawLimit }) {
  const limits: [string, number][] = [
    [t.minAmount, limit.minAmount],
    [t.singleLimit, limit.singleLimit],
    [t.dailyLimit, limit.dailyLimit],
    [t.dailyUsed, limit.dailyUsed],
    [t.withdrawable, limit.withdrawable],
  ];
  return (
    <Card aria-label={t.availableBalance}>
      <span className={styles.hint}>{t.availableBalance}</span>
      <p className={styles.balance}>
        <MoneyText value={limit.availableBalance} size="xlarge" />
      </p>
      <FactList
        layout="split"
        facts={limits.map(([label, fen]) => ({
          label,
          value: <MoneyText value={fen} currency size="small" />,
          number: true,
        }))}
      />
    </Card>
  );
}
