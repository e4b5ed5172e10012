import type { BankCard } from '@/lib/contract/money/bank-card';
import { bankMessages as t } from '../messages';
import styles from './bank.module.css';

/** A card as the driver knows it: bank, 储蓄卡, the masked number, and 提现卡 when it is that. */
export function CardFace({ card }: { card: BankCard }) {
  return (
    <div className={styles.cardFace}>
      <span className={styles.cardHead}>
        <span>{card.bankName}</span>
        {card.isRefund ? <span className={styles.tag}>{t.refundTag}</span> : null}
      </span>
      <span className={styles.cardType}>{t.debit}</span>
      <span className={styles.cardNo} data-number>
        {card.cardNoMasked}
      </span>
    </div>
  );
}
