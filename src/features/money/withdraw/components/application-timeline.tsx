import type { WithdrawApplication } from '@/lib/contract/money/withdraw';
import { withdrawMessages as t } from '../messages';
import styles from './withdraw.module.css';

/** applied → approved → paid, or applied → rejected with the reason; only the steps that happened. */
export function ApplicationTimeline({ item }: { item: WithdrawApplication }) {
  const steps: [string, string | null, string | null][] = [
    [t.stepApplied, item.applyTime, null],
    [t.stepApproved, item.approveTime, null],
    [t.stepPaid, item.payTime, null],
    [t.stepRejected, item.rejectTime, item.rejectReason],
  ];
  return (
    <ol className={styles.timeline} aria-label={t.timeline}>
      {steps
        .filter(([, time]) => time !== null)
        .map(([label, time, note]) => (
          <li key={label} className={styles.step}>
            <strong>{label}</strong>
            <span>{time}</span>
            {note ? <span>{`${t.rejectReason}：${note}`}</span> : null}
          </li>
        ))}
    </ol>
  );
}
