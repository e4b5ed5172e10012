import { listFillClass } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import { PagedList } from '@/components/paged-list';
import type { MonthStatistics } from '@/lib/contract/money/wallet';
import { monthLabel } from '@/lib/domain/quantity';
import { useStatisticsPageLoader } from '../api/wallet';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

const keyOf = (s: MonthStatistics) => s.month;

function MonthRow({ item }: { item: MonthStatistics }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{monthLabel(item.month)}</span>
        <span className={styles.rowTime}>{t.count(item.count)}</span>
      </span>
      <span className={styles.rowSide}>
        <span>
          {t.income} <MoneyText value={item.income} signed plusSign />
        </span>
        <span>
          {t.expense} <MoneyText value={-item.expense} signed />
        </span>
      </span>
    </div>
  );
}

const render = (s: MonthStatistics) => <MonthRow item={s} />;

/** 按月统计: each month's income, expense and count, newest first. */
export function StatisticsList() {
  const load = useStatisticsPageLoader();
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={render}
      itemHeight={72}
      itemKey={keyOf}
      label={t.statisticsLabel}
    />
  );
}
