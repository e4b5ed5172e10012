import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import type { OilType } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { cardLabel, fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/**
 * One fuel card: its balance (a dash while it loads) and the ways on — its bills, its orders and
 * the stations that take it. The selected card is marked.
 */
export function CardPanel({
  oilType,
  balance,
  selected,
}: {
  oilType: OilType;
  balance: number | undefined;
  selected: boolean;
}) {
  const id = `fuel-card-${oilType}`;
  return (
    <section className={styles.card} aria-labelledby={id} aria-current={selected || undefined}>
      <h2 className={styles.cardHead}>
        <span id={id}>{cardLabel[oilType]}</span>
        {selected ? <span className={styles.badge}>{t.selected}</span> : null}
      </h2>
      <p className={styles.cardValue}>
        {balance === undefined ? (
          <>
            <span className="sr-only">{t.loading}</span>
            <span aria-hidden="true">—</span>
          </>
        ) : (
          <MoneyText value={balance} currency size="xlarge" />
        )}
      </p>
      <ul className={styles.cardActions}>
        <li>
          <Link className={styles.cardAction} to={paths.fuelBalanceDetail.to({ oilType })}>
            {t.bills}
          </Link>
        </li>
        <li>
          <Link className={styles.cardAction} to={paths.fuelOrderList.to({ oilType })}>
            {t.orders}
          </Link>
        </li>
        <li>
          <Link className={styles.cardAction} to={paths.fuelStationList.to({ oilType })}>
            {t.goFuel}
          </Link>
        </li>
      </ul>
    </section>
  );
}
