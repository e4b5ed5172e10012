import { Link } from 'react-router-dom';
import { cardStyles } from '@/components/card';
import { Button } from '@/components/form';
import type { FuelStation } from '@/lib/contract/fuel/station';
import { dial } from '@/hooks/use-dial';
import { useOpenMap } from '@/hooks/use-open-map';
import { paths } from '@/lib/routing/paths';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** Name and brand, hours, address (it opens the station on the map, /toLoacation), 导航 and 电话. */
export function StationFacts({ station }: { station: FuelStation }) {
  const openMap = useOpenMap();
  return (
    <section className={cardStyles.card} aria-label={station.name}>
      <h2 className={`${cardStyles.heading} ${styles.rowLine}`}>
        <span>{station.name}</span>
        <span className={styles.brand}>{station.brand}</span>
      </h2>
      <dl className={cardStyles.facts}>
        <dt>{t.hours}</dt>
        <dd>{station.openHours}</dd>
        <dt>{t.address}</dt>
        <dd>
          <Link
            className={styles.addressLink}
            to={paths.toLocation.to({
              lng: String(station.longitude),
              lat: String(station.latitude),
              name: station.name,
              address: `${station.regionName} ${station.address}`,
            })}
            aria-label={`${t.onMap}：${station.regionName} ${station.address}`}
          >
            {`${station.regionName} ${station.address}`}
          </Link>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void openMap(station)}>
          {t.navigate}
        </Button>
        <Button variant="secondary" onClick={() => void dial(station.phone)}>
          {t.call}
        </Button>
      </div>
    </section>
  );
}
