import type { ApprovalStatus } from '@/lib/contract/account/license';
import { licenseMessages as m } from '../messages';
import styles from './licence-details.module.css';

const TONE: Record<ApprovalStatus, string | undefined> = {
  10: styles.pending,
  20: styles.approved,
  30: styles.rejected,
};

/** approvalStatus in words (§4: 20 counts as certified). */
export function StatusTag({ status }: { status: ApprovalStatus }) {
  return <span className={`${styles.tag} ${TONE[status] ?? ''}`}>{m.status[status]}</span>;
}
