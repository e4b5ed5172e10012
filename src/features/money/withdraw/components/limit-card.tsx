import { cardStyles } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { WithdrawLimit } from '@/lib/contract/money/withdraw';
import { fenToYuan } from '@/lib/domain/money';
import { withdrawMessages as t } from '../messages';
import styles from './withdraw.module.css';

/** The available balance and the limits of one withdrawal and of the day. */
export function LimitCard({ limit }: { limit: WithdrawLimit }) {
  const facts: [string, number][] = [
    [t.minAmount, limit.minAmount],
    [t.singleLimit, limit.singleLimit],
    [t.dailyLimit, limit.dailyLimit],
    [t.dailyUsed, limit.dailyUsed],
    [t.withdrawable, limit.withdrawable],
  ];
  return (
    <section className={cardStyles.card} aria-label={t.availableBalance}>
      <span className={styles.hint}>{t.availableBalance}</span>
      <p className={styles.balance}>
        <MoneyText value={limit.availableBalance} size="xlarge" />
      </p>
      <dl className={styles.limits}>
        {facts.map(([label, fen]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{`¥${fenToYuan(fen)}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
