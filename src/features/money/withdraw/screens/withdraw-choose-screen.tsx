/**
 * /i/wallet/balance-withdraw-deposit (提现): the balance and the limits, the settled waybills that
 * may still be withdrawn (ticked one by one or 全选) and their total; 下一步 takes the chosen ids to
 * the amount. Without a withdrawal card (or a real-name record) the driver is sent to get one first.
 */
import { useNavigate } from 'react-router-dom';
import { listFillClass, Page } from '@/components/card';
import { Button, Checkbox } from '@/components/form';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { MoneyText } from '@/components/money-text';
import { PagedList } from '@/components/paged-list';
import type { WithdrawableIncome } from '@/lib/contract/money/withdraw';
import { paths } from '@/lib/routing/paths';
import { useWithdrawLimit } from '../api/withdraw';
import { INCOME_CHECK_ROW_HEIGHT, IncomeCheckRow } from '../components/income-check-row';
import { LimitCard } from '../components/limit-card';
import styles from '../components/withdraw.module.css';
import { useIncomeSelection } from '../hooks/use-income-selection';
import { useWithdrawGate } from '../hooks/use-withdraw-gate';
import { withdrawMessages as t } from '../messages';

const keyOf = (i: WithdrawableIncome) => i.waybillId;

function Choose() {
  const navigate = useNavigate();
  const limit = useWithdrawLimit();
  const pick = useIncomeSelection();
  if (limit.error) return <LoadFailed title={t.loadFailed} {...failedReadProps(limit)} />;
  if (!limit.data) return <Loading label={t.loading} lines={6} />;
  const next = () =>
    navigate(paths.withdrawInfo.to({ waybillIds: [...pick.selected.keys()].join(',') }));
  return (
    <Page as="div" list>
      <div className={styles.chooseHead}>
        <LimitCard limit={limit.data} />
      </div>
      <h2 className={styles.sectionTitle}>{t.incomeList}</h2>
      <PagedList
        className={listFillClass}
        load={pick.load}
        renderItem={(income) => (
          <IncomeCheckRow
            income={income}
            checked={pick.selected.has(income.waybillId)}
            onToggle={pick.toggle}
          />
        )}
        itemHeight={INCOME_CHECK_ROW_HEIGHT}
        itemKey={keyOf}
        label={t.incomeList}
      />
      <div className={styles.footer}>
        <Checkbox
          className={styles.footerCheck}
          checked={pick.allSelected}
          onChange={pick.toggleAll}
        >
          {t.selectAll}
        </Checkbox>
        <span className={styles.footerTotal} aria-live="polite">
          <span>{`${t.selected}${pick.selected.size}笔，${t.selectedTotal}`}</span>
          <MoneyText value={pick.total} currency />
        </span>
        <Button className={styles.footerButton} onClick={next} disabled={pick.selected.size === 0}>
          {t.next}
        </Button>
      </div>
    </Page>
  );
}

export function WithdrawChooseScreen() {
  const { bank, bound, addCard } = useWithdrawGate();
  if (bank.error) return <LoadFailed title={t.loadFailed} {...failedReadProps(bank)} />;
  if (bound === null) return <Loading label={t.loading} lines={6} />;
  if (!bound) {
    return (
      <LoadEmpty title={t.noCardTitle} description={t.noCardPrompt}>
        <Button onClick={addCard}>{t.addCardButton}</Button>
      </LoadEmpty>
    );
  }
  return <Choose />;
}

export default WithdrawChooseScreen;
