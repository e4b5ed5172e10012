/**
 * /i/wallet/account-balance (我的钱包): the balance, the wallet's actions, and below them the
 * income and expense records of a month (this month by default, or all) of one type, with the
 * month's totals, or the statistics per month. The filters live in the URL query.
 */
import { BalanceCard } from '../components/balance-card';
import { DirectionChips } from '../components/direction-chips';
import { MonthFilter } from '@/components/select-field';
import { RecordList } from '../components/record-list';
import { RecordSummary } from '../components/record-summary';
import { StatisticsList } from '../components/statistics-list';
import { ViewTabs } from '../components/view-tabs';
import { WalletActions } from '../components/wallet-actions';
import styles from '../components/wallet.module.css';
import { useRecordFilter } from '../hooks/use-record-filter';
import { walletMessages as t } from '../messages';
import { Page } from '@/components/card';

export function AccountBalanceScreen() {
  const f = useRecordFilter();
  return (
    <Page as="div" list>
      <div className={styles.top}>
        <BalanceCard />
        <WalletActions />
      </div>
      <ViewTabs value={f.view} onChange={f.setView} />
      {f.view === 'statistics' ? (
        <StatisticsList />
      ) : (
        <>
          <div className={styles.filters}>
            <MonthFilter month={f.month} onChange={f.setMonth} />
            <DirectionChips value={f.direction} onChange={f.setDirection} />
          </div>
          <RecordSummary filter={f.filter} />
          <RecordList key={JSON.stringify(f.filter)} filter={f.filter} label={t.recordsLabel} />
        </>
      )}
    </Page>
  );
}

export default AccountBalanceScreen;
