import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** Location is off (or failed): the list is by name; 重试 asks the phone again. */
export function LocationBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.banner} role="alert">
      <span>{t.locationOff}</span>
      <button type="button" className={styles.bannerButton} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
