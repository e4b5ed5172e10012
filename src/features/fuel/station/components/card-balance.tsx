import { MoneyText } from '@/components/money-text';
import { useFuelCardBalance } from '@/hooks/use-fuel-card-balance';
import type { OilType } from '@/lib/contract/fuel/station';
import { oilTypeLabel, fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** The chosen card's balance in fen: old card oilLeftPrice, new card gasLeftPrice (§3). */
export function useCardBalance(oilType: OilType): number | null {
  const read = useFuelCardBalance();
  if (!read.data) return null;
  return oilType === 'old' ? read.data.oilLeftPrice : read.data.gasLeftPrice;
}

export function CardBalance({ oilType }: { oilType: OilType }) {
  const balance = useCardBalance(oilType);
  return (
    <p className={styles.balance}>
      <span>{`${oilTypeLabel[oilType]}${t.balance}`}</span>
      {balance === null ? (
        <span>
          <span className="sr-only">{t.loading}</span>
          <span aria-hidden="true">—</span>
        </span>
      ) : (
        <MoneyText value={balance} currency size="large" />
      )}
    </p>
  );
}
