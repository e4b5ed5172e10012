/** /waybill/complaint: the driver's complaints, newest first, by state (the Me grid's 投诉列表). */
import { useState } from 'react';
import { listFillClass, Page } from '@/components/card';
import { PagedList } from '@/components/paged-list';
import { TabBar } from '@/components/tab-bar';
import type { Complaint, ComplaintState } from '@/lib/contract/waybill/after-sales';
import { useComplaintPageLoader } from '../api/after-sales';
import styles from '../components/after-sales.module.css';
import { COMPLAINT_ROW_HEIGHT, ComplaintRow } from '../components/complaint-row';
import { afterSalesMessages as t, complaintStateLabel } from '../messages';

const STATES: readonly ComplaintState[] = ['pending', 'processing', 'resolved'];
const TABS = [
  { value: null, label: t.complaintAll },
  ...STATES.map((s) => ({ value: s, label: complaintStateLabel[s] })),
];
const keyOf = (c: Complaint) => c.id;
const renderRow = (c: Complaint) => <ComplaintRow item={c} />;

function ComplaintPages({ state }: { state: ComplaintState | null }) {
  const load = useComplaintPageLoader(state ?? undefined);
  return (
    <PagedList
      className={listFillClass}
      load={load}
      renderItem={renderRow}
      itemHeight={COMPLAINT_ROW_HEIGHT}
      itemKey={keyOf}
      label={t.complaintListLabel}
    />
  );
}

export function ComplaintListScreen() {
  const [state, setState] = useState<ComplaintState | null>(null);
  return (
    <Page as="div" list>
      <TabBar
        label={t.complaintStatus}
        options={TABS}
        value={state}
        onChange={setState}
        className={styles.tabs}
      />
      <ComplaintPages key={state ?? 'all'} state={state} />
    </Page>
  );
}

export default ComplaintListScreen;
