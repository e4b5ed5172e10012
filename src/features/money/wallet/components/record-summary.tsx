import type { DriverRecordFilter } from '@/lib/contract/money/wallet';
import { fenToYuan } from '@/lib/domain/money';
import { useRecordSummary } from '../api/wallet';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

/** The filter's totals: 收入 ¥x · 支出 ¥y (共n笔). */
export function RecordSummary({ filter }: { filter: DriverRecordFilter }) {
  const read = useRecordSummary(filter);
  const s = read.data;
  return (
    <p className={styles.summary} aria-label={t.summary} aria-live="polite">
      {s
        ? `${t.summaryLine(fenToYuan(s.income), fenToYuan(s.expense))}（${t.count(s.count)}）`
        : '—'}
    </p>
  );
}
