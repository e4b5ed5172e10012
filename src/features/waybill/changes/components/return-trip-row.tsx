import type { ReturnTrip } from '@/lib/contract/waybill/after-sales';
import { returnTripStateLabel } from '../messages';
import styles from './changes.module.css';
import { cardStyles } from '@/components/card';

export const RETURN_TRIP_ROW_HEIGHT = 104;

/** One return trip: from → to, its state, the day and plate, the remark. */
export function ReturnTripRow({ item }: { item: ReturnTrip }) {
  const open = item.state === 'open';
  return (
    <article className={cardStyles.row} aria-label={`${item.fromName} → ${item.toName}`}>
      <span className={cardStyles.rowHead}>
        <span>{`${item.fromName} → ${item.toName}`}</span>
        <span className={open ? styles.state : `${styles.state} ${styles.stateExpired}`}>
          {returnTripStateLabel[item.state]}
        </span>
      </span>
      <span className={cardStyles.rowContent}>{`${item.date} · ${item.carNo}`}</span>
      <span className={cardStyles.rowContent}>{item.remark || '—'}</span>
    </article>
  );
}
