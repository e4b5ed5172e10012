import { MoneyText } from '@/components/money-text';
import type { FuelPrice } from '@/lib/contract/fuel/station';
import styles from './fuel-station.module.css';

/** ¥6.98/L with the pump price struck through: fen per unit shown as yuan. */
export function UnitPrice({ price }: { price: FuelPrice }) {
  return (
    <span className={styles.price}>
      <span>
        <MoneyText value={price.cardPrice} currency />
        {`/${price.unit}`}
      </span>
      {price.listPrice > price.cardPrice ? (
        <del className={styles.struck}>
          <MoneyText value={price.listPrice} currency size="small" />
        </del>
      ) : null}
    </span>
  );
}
