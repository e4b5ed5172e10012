/**
 * /i/fuel-balance (油卡余额): the old and new cards' balances (the one in `?oilType=` marked, new by
 * default), each with its bills, its orders and the stations that take it; then the driver's
 * vehicles and whether the card may fuel each. A failed balance read is the §8 toast and 0.00.
 */
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/card';
import { useFuelCardBalance } from '@/hooks/use-fuel-card-balance';
import type { OilType } from '@/lib/contract/fuel/station';
import { CardPanel } from '../components/card-panel';
import styles from '../components/fuel-balance.module.css';
import { VehiclePasses } from '../components/vehicle-passes';
import { parseOilType } from '../filters';

const CARDS: readonly OilType[] = ['old', 'new'];

export function FuelBalanceScreen() {
  const [params] = useSearchParams();
  const selected = parseOilType(params.get('oilType'));
  const balance = useFuelCardBalance();
  return (
    <Page as="div">
      <div className={styles.cards}>
        {CARDS.map((oilType) => (
          <CardPanel
            key={oilType}
            oilType={oilType}
            selected={oilType === selected}
            balance={
              balance.data
                ? oilType === 'old'
                  ? balance.data.oilLeftPrice
                  : balance.data.gasLeftPrice
                : undefined
            }
          />
        ))}
      </div>
      <VehiclePasses />
    </Page>
  );
}

export default FuelBalanceScreen;
