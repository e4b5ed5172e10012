/** /i/wallet/withdraw-deposit-list?state=: the driver's withdrawals (提现记录), newest first, by state. */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listFillClass, Page } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import type { WithdrawApplication, WithdrawState } from '@/lib/contract/money/withdraw';
import { useApplicationPages } from '../api/withdraw';
import { APPLICATION_ROW_HEIGHT, ApplicationRow } from '../components/application-row';
import { StateTabs } from '../components/state-tabs';
import { withdrawMessages as t, withdrawStateLabel } from '../messages';

const keyOf = (a: WithdrawApplication) => a.id;
const renderRow = (a: WithdrawApplication) => <ApplicationRow item={a} />;

function Applications({ state }: { state: WithdrawState | null }) {
  const load = useApplicationPages(state);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={renderRow}
      itemHeight={APPLICATION_ROW_HEIGHT}
      itemKey={keyOf}
      label={t.listLabel}
    />
  );
}

const asState = (v: string | null): WithdrawState | null =>
  v !== null && v in withdrawStateLabel ? (v as WithdrawState) : null;

export function WithdrawListScreen() {
  const [params] = useSearchParams();
  const [state, setState] = useState(() => asState(params.get('state')));
  return (
    <Page as="div" list>
      <StateTabs value={state} onChange={setState} />
      <Applications key={state ?? 'all'} state={state} />
    </Page>
  );
}

export default WithdrawListScreen;
