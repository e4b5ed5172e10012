/** /waybill/complaint: the driver's complaints, newest first, by state (the Me grid's 投诉列表). */
import { useState } from 'react';
import { PagedList } from '@/components/paged-list';
import type { Complaint, ComplaintState } from '@/lib/contract/waybill/after-sales';
import { useComplaintPageLoader } from '../api/after-sales';
import styles from '../components/after-sales.module.css';
import { COMPLAINT_ROW_HEIGHT, ComplaintRow } from '../components/complaint-row';
import { afterSalesMessages as t, complaintStateLabel } from '../messages';
import { cardStyles } from '@/components/card';

const TABS: readonly (ComplaintState | null)[] = [null, 'pending', 'processing', 'resolved'];
const keyOf = (c: Complaint) => c.id;
const renderRow = (c: Complaint) => <ComplaintRow item={c} />;

function ComplaintPages({ state }: { state: ComplaintState | null }) {
  const load = useComplaintPageLoader(state ?? undefined);
  return (
    <PagedList
      className={cardStyles.list}
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
    <div className={cardStyles.listPage}>
      <div role="tablist" aria-label={t.complaintStatus} className={styles.tabs}>
        {TABS.map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            role="tab"
            aria-selected={state === s}
            className={styles.tab}
            onClick={() => setState(s)}
          >
            {s ? complaintStateLabel[s] : t.complaintAll}
          </button>
        ))}
      </div>
      <ComplaintPages key={state ?? 'all'} state={state} />
    </div>
  );
}

export default ComplaintListScreen;
