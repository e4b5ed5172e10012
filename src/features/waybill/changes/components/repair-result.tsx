import type { RepairResult } from '@/lib/contract/waybill/after-sales';
import { changesMessages as t } from '../messages';
import styles from './changes.module.css';
import { cardStyles } from '@/components/card';

/** After a repair: how many were replaced and how many rejected photos remain. */
export function RepairResultNote({ result }: { result: RepairResult }) {
  const left = result.remaining.length;
  return (
    <section className={cardStyles.card} role="status" aria-label={t.repairDone(result.replaced)}>
      <p className={styles.done}>{t.repairDone(result.replaced)}</p>
      <p className={styles.muted}>{left > 0 ? t.repairRemaining(left) : t.repairAllDone}</p>
    </section>
  );
}
