import { Card } from '@/components/card';
import { CheckInput } from '@/components/form';
import type { BankCard } from '@/lib/contract/money/bank-card';
import { withdrawMessages as t } from '../messages';
import styles from './withdraw.module.css';

/** The bound cards, masked; the withdrawal card is chosen first, another may be picked. */
export function CardChoice({
  cards,
  value,
  onChange,
}: {
  cards: readonly BankCard[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Card>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.card}</legend>
        {cards.map((card) => (
          <label key={card.id} className={styles.cardOption}>
            <CheckInput
              type="radio"
              name="withdraw-card"
              checked={value === card.id}
              onChange={() => onChange(card.id)}
            />
            <span>
              {`${card.bankName} `}
              <span data-number>{card.cardNoMasked}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
