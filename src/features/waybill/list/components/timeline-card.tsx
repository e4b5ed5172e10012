/** The detail's timeline, newest first. */
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { detailMessages as t } from '../messages';
import { Card } from '@/components/card';
import styles from './detail.module.css';

export function TimelineCard({ detail }: { detail: WaybillDetail }) {
  return (
    <Card title={t.timelineSection}>
      <ol className={styles.timeline}>
        {[...detail.timeline].reverse().map((e, i) => (
          <li key={`${e.time}:${i}`} className={styles.timelineItem}>
            <span>{e.text}</span>
            <span className={styles.timelineTime} data-number>
              {e.time}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
