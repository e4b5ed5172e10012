import { Link } from 'react-router-dom';
import type { Complaint } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { complaintStateLabel } from '../messages';
import styles from './after-sales.module.css';
import { cardStyles } from '@/components/card';

export const COMPLAINT_ROW_HEIGHT = 104;

/** One complaint in the list: number and state, type and waybill, the first line, the time. */
export function ComplaintRow({ item }: { item: Complaint }) {
  const resolved = item.state === 'resolved';
  return (
    <Link className={cardStyles.row} to={paths.complaintInfo.to({ id: item.id })}>
      <span className={cardStyles.rowHead}>
        <span>{item.complaintNo}</span>
        <span className={resolved ? `${styles.state} ${styles.stateResolved}` : styles.state}>
          {complaintStateLabel[item.state]}
        </span>
      </span>
      <span className={cardStyles.rowContent}>{`${item.typeName} · ${item.waybillNo}`}</span>
      <span className={cardStyles.rowContent}>{item.content}</span>
      <span className={cardStyles.rowContent}>{item.createTime}</span>
    </Link>
  );
}
