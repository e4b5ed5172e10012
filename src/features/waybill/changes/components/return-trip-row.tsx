import { ListRow } from '@/components/card';
import type { ReturnTrip } from '@/lib/contract/waybill/after-sales';
import { returnTripStateLabel } from '../messages';
import styles from './changes.module.css';

export const RETURN_TRIP_ROW_HEIGHT = 104;

/**
 * 河北省 石家庄市 长安区 as one unbroken unit (a line breaks at the arrow, not inside a place), a
 * level said once (北京市 北京市 东城区 → 北京市 东城区).
 */
function placeText(regionName: string): string {
  const levels = regionName.split(' ').filter((level, i, all) => level && level !== all[i - 1]);
  return levels.join('\u00a0');
}

/** One return trip: from → to, its state, the day and plate, the remark. */
export function ReturnTripRow({ item }: { item: ReturnTrip }) {
  const open = item.state === 'open';
  const route = `${placeText(item.fromName)} → ${placeText(item.toName)}`;
  return (
    <ListRow
      as="article"
      aria-label={route}
      title={<span className={styles.route}>{route}</span>}
      extra={
        <span className={open ? styles.state : `${styles.state} ${styles.stateExpired}`}>
          {returnTripStateLabel[item.state]}
        </span>
      }
      lines={[`${item.date} · ${item.carNo}`, item.remark || '—']}
    />
  );
}
