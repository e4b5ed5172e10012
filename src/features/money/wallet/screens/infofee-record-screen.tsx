/**
 * /i/wallet/balance-infofee-record (信息费记录): the information fees the platform took at
 * settlement, a month at a time (or all), with the month's total.
 */
import { useMemo } from 'react';
import { Page } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { DriverRecordFilter } from '@/lib/contract/money/wallet';
import { useRecordSummary } from '../api/wallet';
import { MonthFilter } from '@/components/select-field';
import { RecordList } from '../components/record-list';
import styles from '../components/wallet.module.css';
import { useRecordFilter } from '../hooks/use-record-filter';
import { walletMessages as t } from '../messages';

function InfoFeeTotal({ filter }: { filter: DriverRecordFilter }) {
  const s = useRecordSummary(filter).data;
  return (
    <p className={styles.summary} aria-label={t.infoFeeTotal} aria-live="polite">
      {t.infoFeeTotal}{' '}
      {s ? (
        <>
          <MoneyText value={s.expense} currency /> {`（${t.count(s.count)}）`}
        </>
      ) : (
        '—'
      )}
    </p>
  );
}

export function InfoFeeRecordScreen() {
  const { month, setMonth } = useRecordFilter();
  const filter = useMemo<DriverRecordFilter>(
    () => ({ kind: 'infoFee', ...(month ? { month } : {}) }),
    [month],
  );
  return (
    <Page as="div" list>
      <div className={styles.filters}>
        <MonthFilter month={month} onChange={setMonth} />
      </div>
      <InfoFeeTotal filter={filter} />
      <p className={styles.summary}>{t.infoFeeNote}</p>
      <RecordList key={month ?? 'all'} filter={filter} label={t.infoFeeLabel} />
    </Page>
  );
}

export default InfoFeeRecordScreen;
