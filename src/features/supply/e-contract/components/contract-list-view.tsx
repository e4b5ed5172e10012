/** The driver's contracts (getContractContentKJAll), paged, filtered by status: 全部/待签署/已签署. */
import { useMemo, useState } from 'react';
import { PagedList } from '@/components/paged-list';
import type { ContractSummary } from '@/lib/contract/supply/e-contract';
import { contractPageLoader } from '../api/contracts';
import { eContractMessages as t } from '../messages';
import { ContractRow } from './contract-row';
import styles from './e-contract.module.css';

const FILTERS = ['all', 'unsigned', 'signed'] as const;
type Filter = (typeof FILTERS)[number];

const ROW_HEIGHT = 128;

export function ContractListView() {
  const [filter, setFilter] = useState<Filter>('all');
  const load = useMemo(() => contractPageLoader(filter === 'all' ? undefined : filter), [filter]);
  return (
    <div className={styles.listPage}>
      <div role="group" aria-label={t.filterLabel} className={styles.filters}>
        {FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            className={styles.filter}
            onClick={() => setFilter(key)}
          >
            {t.filters[key]}
          </button>
        ))}
      </div>
      <div className={styles.listBody}>
        <PagedList<ContractSummary>
          key={filter}
          load={load}
          label={t.listLabel}
          itemHeight={ROW_HEIGHT}
          itemKey={(c) => c.id}
          renderItem={(c) => <ContractRow contract={c} />}
        />
      </div>
    </div>
  );
}
