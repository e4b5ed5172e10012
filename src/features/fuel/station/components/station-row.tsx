import { Link } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import type { FuelStation, OilType } from '@/lib/contract/fuel/station';
import { paths } from '@/lib/routing/paths';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';
import { UnitPrice } from './unit-price';

export const STATION_ROW_HEIGHT = 124;

/** One station: name and brand, distance, address, its main product's card and pump price. */
export function StationRow({ station, oilType }: { station: FuelStation; oilType: OilType }) {
  const price = station.featuredPrice;
  return (
    <Link
      className={cardStyles.row}
      to={paths.fuelStationDetail.to({ stationId: station.id, oilType })}
    >
      <span className={cardStyles.rowHead}>
        <span>{station.name}</span>
        <span className={styles.brand}>{station.brand}</span>
      </span>
      <span className={styles.rowLine}>
        <span className={cardStyles.rowContent}>{station.address}</span>
        {station.distanceKm === null ? null : (
          <span className={styles.distance}>{t.km(station.distanceKm)}</span>
        )}
      </span>
      {price ? (
        <span className={styles.rowLine}>
          <span className={cardStyles.rowContent}>{price.oilName}</span>
          <UnitPrice price={price} />
        </span>
      ) : null}
    </Link>
  );
}
