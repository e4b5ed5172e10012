/** /i/wallet/balance-list-withdraw-deposit (提现明细): every settled income, withdrawn and left. */
import { listFillClass, Page } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import type { WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { useWithdrawablePages } from '../api/withdraw';
import { INCOME_ROW_HEIGHT, IncomeRow } from '../components/income-row';
import { withdrawMessages as t } from '../messages';

const keyOf = (i: WithdrawableIncome) => i.waybillId;
const renderRow = (i: WithdrawableIncome) => <IncomeRow income={i} />;

export function WithdrawIncomeListScreen() {
  const load = useWithdrawablePages(true);
  return (
    <Page as="div" list>
      <PagedList
        className={listFillClass}
        load={load}
        renderItem={renderRow}
        itemHeight={INCOME_ROW_HEIGHT}
        itemKey={keyOf}
        label={t.incomeListLabel}
      />
    </Page>
  );
}

export default WithdrawIncomeListScreen;
