import type { ReturnTrip } from '@/lib/contract/waybill-after-sales';
import { returnTripStateLabel } from '../messages';
import styles from './changes.module.css';

export const RETURN_TRIP_ROW_HEIGHT = 104;

/** One return trip: from → to, its state, the day and plate, the remark. */
export function ReturnTripRow({ item }: { item: ReturnTrip }) {
  const open = item.state === 'open';
  return (
    <article className={styles.row} aria-label={`${item.fromName} → ${item.toName}`}>
      <span className={styles.rowHead}>
        <span>{`${item.fromName} → ${item.toName}`}</span>
        <span className={open ? styles.state : `${styles.state} ${styles.stateExpired}`}>
          {returnTripStateLabel[item.state]}
        </span>
      </span>
      <span className={styles.rowContent}>{`${item.date} · ${item.carNo}`}</span>
      <span className={styles.rowContent}>{item.remark || '—'}</span>
    </article>
  );
}
