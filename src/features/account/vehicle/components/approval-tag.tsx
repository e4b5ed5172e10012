import type { ApprovalStatus } from '@/lib/contract/account/license';
import { vehicleMessages as t } from '../messages';
import styles from './vehicle.module.css';

const LOOK: Record<ApprovalStatus, string> = {
  10: styles.status10!,
  20: styles.status20!,
  30: styles.status30!,
};

/** 审核中 / 已认证 / 未通过 (10 / 20 / 30). */
export function ApprovalTag({ status }: { status: ApprovalStatus }) {
  return <span className={`${styles.tag} ${LOOK[status]}`}>{t.status[status]}</span>;
}
