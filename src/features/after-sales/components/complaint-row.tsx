import { Link } from 'react-router-dom';
import type { Complaint } from '@/lib/contract/waybill-after-sales';
import { paths } from '@/lib/routing/paths';
import { complaintStateLabel } from '../messages';
import styles from './after-sales.module.css';

export const COMPLAINT_ROW_HEIGHT = 104;

/** One complaint in the list: number and state, type and waybill, the first line, the time. */
export function ComplaintRow({ item }: { item: Complaint }) {
  const resolved = item.state === 'resolved';
  return (
    <Link className={styles.row} to={paths.complaintInfo.to({ id: item.id })}>
      <span className={styles.rowHead}>
        <span>{item.complaintNo}</span>
        <span className={resolved ? `${styles.state} ${styles.stateResolved}` : styles.state}>
          {complaintStateLabel[item.state]}
        </span>
      </span>
      <span className={styles.rowContent}>{`${item.typeName} · ${item.waybillNo}`}</span>
      <span className={styles.rowContent}>{item.content}</span>
      <span className={styles.rowContent}>{item.createTime}</span>
    </Link>
  );
}
