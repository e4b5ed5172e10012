/** The driver's vehicles as choices; one that cannot carry this source is greyed with its reason. */
import type { VehicleChoice } from '@/lib/contract/supply/market';
import { grabMessages as t } from '../grab-messages';
import styles from './grab.module.css';

interface GrabVehicleListProps {
  vehicles: VehicleChoice[];
  chosen: string | null;
  onChoose: (carNo: string) => void;
}

export function GrabVehicleList({ vehicles, chosen, onChoose }: GrabVehicleListProps) {
  return (
    <ul className={styles.vehicles} aria-label={t.vehicleTitle}>
      {vehicles.map((v) => (
        <li key={v.carNo}>
          <button
            type="button"
            className={styles.vehicle}
            aria-pressed={v.carNo === chosen}
            disabled={!v.usable}
            onClick={() => onChoose(v.carNo)}
          >
            <span className={styles.vehicleMain}>
              <span className={styles.plate}>{v.carNo}</span>
              <span className={styles.vehicleMeta}>
                {v.vehicleType} · {t.loadText(v.loadWeight)}
              </span>
              {v.reason ? <span className={styles.reason}>{v.reason}</span> : null}
            </span>
            {v.isDefault ? <span className={styles.defaultTag}>{t.defaultTag}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
