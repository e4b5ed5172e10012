import { MoneyText } from '@/components/money-text';
import { useFuelCardBalance } from '@/hooks/use-fuel-card-balance';
import type { OilType } from '@/lib/contract/fuel/station';
import { cardLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** The card's name and balance above its bills. */
export function CardTop({ oilType }: { oilType: OilType }) {
  const balance = useFuelCardBalance();
  const fen = balance.data
    ? oilType === 'old'
      ? balance.data.oilLeftPrice
      : balance.data.gasLeftPrice
    : undefined;
  return (
    <section className={styles.top} aria-label={`${cardLabel[oilType]}${t.balance}`}>
      <span className={styles.topLabel}>
        {cardLabel[oilType]}
        {t.balance}
      </span>
      {fen === undefined ? (
        <span>
          <span className="sr-only">{t.loading}</span>
          <span aria-hidden="true">—</span>
        </span>
      ) : (
        <MoneyText value={fen} currency size="large" />
      )}
    </section>
  );
}
