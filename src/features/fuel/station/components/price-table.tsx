import { Card } from '@/components/card';
import { failedReadProps, LoadFailed, Loading } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import type { OilType } from '@/lib/contract/fuel/station';
import { usePrices } from '../api/fuel-station';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** Today's prices for the card: product, card price, pump price, saving per unit. */
export function PriceTable({ stationId, oilType }: { stationId: string; oilType: OilType }) {
  const read = usePrices(stationId, oilType);
  if (read.error) return <LoadFailed title={t.pricesFailed} {...failedReadProps(read)} />;
  if (!read.data) {
    return (
      // Not named yet: the card is found by its name once its content is there.
      <Card>
        <Loading label={t.loading} lines={3} className={styles.skeleton} />
      </Card>
    );
  }
  return (
    <Card title={`${t.todayPrices} ${read.data.date}`} aria-label={t.todayPrices}>
      {read.data.prices.length === 0 ? (
        <p className={styles.hint}>{t.noPrices}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col">{t.cardPrice}</th>
              <th scope="col">{t.pumpPrice}</th>
              <th scope="col">{t.saving}</th>
            </tr>
          </thead>
          <tbody>
            {read.data.prices.map((p) => (
              <tr key={p.oilNo}>
                <td>{p.oilName}</td>
                <td className={styles.cardPrice}>
                  <MoneyText value={p.cardPrice} currency />
                </td>
                <td>
                  <MoneyText value={p.listPrice} currency size="small" />
                </td>
                <td>
                  <MoneyText value={p.listPrice - p.cardPrice} currency size="small" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
