/**
 * /i/fuel-balance/detail (收支明细): one card's balance, then its bills — 充值, 加油消费, 退款 — of a
 * month (every month by default) and of a kind, newest first. The filters live in the URL query.
 */
import { Page } from '@/components/card';
import { BillList } from '../components/bill-list';
import { CardTop } from '../components/card-top';
import styles from '../components/fuel-balance.module.css';
import { KindChips } from '../components/kind-chips';
import { MonthFilter } from '@/components/select-field';
import { billFilterOf } from '../filters';
import { useFuelQuery } from '../hooks/use-fuel-query';

export function BalanceDetailScreen() {
  const { params, set } = useFuelQuery();
  const filter = billFilterOf(params);
  return (
    <Page as="div" list>
      <CardTop oilType={filter.oilType} />
      <div className={styles.filters}>
        <MonthFilter month={filter.month ?? null} onChange={(m) => set('month', m)} />
        <KindChips value={filter.kind ?? null} onChange={(k) => set('kind', k)} />
      </div>
      <BillList key={JSON.stringify(filter)} filter={filter} />
    </Page>
  );
}

export default BalanceDetailScreen;
