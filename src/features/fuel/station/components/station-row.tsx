import { ListRow } from '@/components/card';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';
import { UnitPrice } from './unit-price';

export const STATION_ROW_HEIGHT = 124;

/** One station: name and brand, address and distance, its main product's card and pump price. */
export function StationRow({ station, oilType }: { station: FuelStation; oilType: OilType }) {
  const price = station.featuredPrice;
  return (
    <ListRow
      to={paths.fuelStationDetail.to({ stationId: station.id, oilType })}
      title={station.name}
      extra={<span className={styles.brand}>{station.brand}</span>}
      lines={[
        <span key="where" className={styles.rowLine}>
          <span className={styles.clip}>{station.address}</span>
          {station.distanceKm === null ? null : (
            <span className={styles.distance} data-number>
              {t.km(station.distanceKm)}
            </span>
          )}
        </span>,
        price ? (
          <span key="price" className={styles.rowLine}>
            <span className={styles.clip}>{price.oilName}</span>
            <UnitPrice price={price} />
          </span>
        ) : null,
      ]}
    />
  );
}
