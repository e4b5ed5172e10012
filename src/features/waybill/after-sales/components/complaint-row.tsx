import { ListRow } from '@/components/card';
import type { Complaint } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { complaintStateLabel } from '../messages';
import styles from './after-sales.module.css';

export const COMPLAINT_ROW_HEIGHT = 104;

/** One complaint in the list: number and state, type and waybill, the first line, the time. */
export function ComplaintRow({ item }: { item: Complaint }) {
  const resolved = item.state === 'resolved';
  return (
    <ListRow
      to={paths.complaintInfo.to({ id: item.id })}
      title={item.complaintNo}
      extra={
        <span className={resolved ? `${styles.state} ${styles.stateResolved}` : styles.state}>
          {complaintStateLabel[item.state]}
        </span>
      }
      lines={[`${item.typeName} · ${item.waybillNo}`, item.content, item.createTime]}
    />
  );
}
