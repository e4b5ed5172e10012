/**
 * Money at a glance (§2.3, §3): wallet balance, old and new fuel-card balances (0 after the §8
 * 获取油卡余额失败 toast), settlement vehicles and the amount of the last 30 days. Figures still
 * loading read as a dash. The balance leads to the wallet, each fuel card to its fuel balance.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/lib/routing/paths';
import { useFuelCardBalance } from '@/hooks/use-fuel-card-balance';
import { useBalance, useThirtyDayAmount } from '../api/money';
import { meMessages } from '../messages';
import styles from './wallet-card.module.css';

function Figure({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        {to ? (
          <Link className={styles.walletLink} to={to}>
            <span className="sr-only">{label}</span>
            {children}
          </Link>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

const pending = (
  <>
    <span className="sr-only">{meMessages.loading}</span>
    <span aria-hidden="true">—</span>
  </>
);

const money = (fen: number | undefined, size: 'large' | 'middle' = 'middle') =>
  fen === undefined ? pending : <MoneyText value={fen} size={size} />;

export function WalletCard() {
  const balance = useBalance();
  const fuel = useFuelCardBalance();
  const thirty = useThirtyDayAmount();
  return (
    <section className={styles.card} aria-labelledby="me-wallet">
      <h2 id="me-wallet" className="sr-only">
        {meMessages.wallet}
      </h2>
      <Link className={styles.walletLink} to={paths.walletBalance.to({})}>
        <dl className={styles.main}>
          <Figure label={meMessages.walletBalance}>
            {money(balance.data?.availableBalance, 'large')}
          </Figure>
        </dl>
      </Link>
      <dl className={styles.grid}>
        <Figure label={meMessages.oldFuelCard} to={paths.fuelBalance.to({ oilType: 'old' })}>
          {money(fuel.data?.oilLeftPrice)}
        </Figure>
        <Figure label={meMessages.newFuelCard} to={paths.fuelBalance.to({ oilType: 'new' })}>
          {money(fuel.data?.gasLeftPrice)}
        </Figure>
        <Figure label={meMessages.settlementVehicles}>
          {thirty.data ? thirty.data.settlementVehicleNumber : pending}
        </Figure>
        <Figure label={meMessages.thirtyDayAmount}>
          {money(thirty.data?.driverThirtyDayAmount)}
        </Figure>
      </dl>
    </section>
  );
}
