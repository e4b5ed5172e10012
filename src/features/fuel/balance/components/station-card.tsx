import { cardStyles } from '@/components/card';
import type { FuelOrder } from '@/lib/contract/fuel/station';
import { useOrderStation } from '../api/fuel-balance';
import { dial } from '@/hooks/use-dial';
import { useOpenMap } from '@/hooks/use-open-map';
import { fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

/** The order's station with 导航 and 拨打电话 once its position and phone are known. */
export function StationCard({ order }: { order: FuelOrder }) {
  const station = useOrderStation(order).data ?? null;
  const openMap = useOpenMap();
  return (
    <section className={cardStyles.card} aria-labelledby="fuel-station">
      <h2 id="fuel-station" className={cardStyles.heading}>
        {order.stationName}
      </h2>
      <p className={styles.muted}>{order.stationAddress}</p>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          disabled={!station}
          onClick={() => station && void openMap(station)}
        >
          {t.navigate}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!station?.phone}
          onClick={() => station && void dial(station.phone)}
        >
          {t.call}
        </button>
      </div>
    </section>
  );
}
