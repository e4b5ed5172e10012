/**
 * Money at a glance (§2.3, §3): wallet balance, old and new fuel-card balances (0 after the §8
 * 获取油卡余额失败 toast), settlement vehicles and the amount of the last 30 days. Figures still
 * loading read as a dash. The balance leads to the wallet, each fuel card to its fuel balance.
 */
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import { formatNumber } from '@/lib/domain/quantity';
import { paths } from '@/lib/routing/paths';
import { useFuelCardBalance } from '@/hooks/use-fuel-card-balance';
import { useBalance, useThirtyDayAmount } from '../api/money';
import { meMessages } from '../messages';
import styles from './wallet-card.module.css';

const pending = (
  <>
    <span className="sr-only">{meMessages.loading}</span>
    <span aria-hidden="true">—</span>
  </>
);

const money = (fen: number | undefined, size: 'large' | 'middle' = 'middle') =>
  fen === undefined ? pending : <MoneyText value={fen} size={size} />;

/** A figure that opens its own screen: named by its label, a chevron says it goes somewhere. */
function FigureLink({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <Link className={styles.link} to={to}>
      <span className="sr-only">{label}</span>
      {children}
      <RightOutline className={styles.chevron} aria-hidden="true" />
    </Link>
  );
}

/** A figure that goes nowhere, lined up with the linked ones above it (their chevron's room). */
const plain = (children: ReactNode) => <span className={styles.plain}>{children}</span>;

export function WalletCard() {
  const balance = useBalance();
  const fuel = useFuelCardBalance();
  const thirty = useThirtyDayAmount();
  return (
    <Card className={styles.card} title={meMessages.wallet}>
      <FactList
        layout="split"
        facts={[
          {
            label: meMessages.walletBalance,
            value: (
              <FigureLink label={meMessages.walletBalance} to={paths.walletBalance.to({})}>
                {money(balance.data?.availableBalance, 'large')}
              </FigureLink>
            ),
            number: true,
          },
          {
            label: meMessages.oldFuelCard,
            value: (
              <FigureLink
                label={meMessages.oldFuelCard}
                to={paths.fuelBalance.to({ oilType: 'old' })}
              >
                {money(fuel.data?.oilLeftPrice)}
              </FigureLink>
            ),
            number: true,
          },
          {
            label: meMessages.newFuelCard,
            value: (
              <FigureLink
                label={meMessages.newFuelCard}
                to={paths.fuelBalance.to({ oilType: 'new' })}
              >
                {money(fuel.data?.gasLeftPrice)}
              </FigureLink>
            ),
            number: true,
          },
          {
            label: meMessages.settlementVehicles,
            value: plain(thirty.data ? formatNumber(thirty.data.settlementVehicleNumber) : pending),
            number: true,
          },
          {
            label: meMessages.thirtyDayAmount,
            value: plain(money(thirty.data?.driverThirtyDayAmount)),
            number: true,
          },
        ]}
      />
    </Card>
  );
}
