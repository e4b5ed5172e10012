import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { filterCount, filterSummary, type PlazaChoice } from '../hooks/plaza-filter-state';
import { plazaMessages as m } from '../plaza-messages';
import styles from './plaza.module.css';

const PlazaPlateSearch = lazy(() => import('./plaza-plate-search'));

export interface PlazaToolbarProps {
  choice: PlazaChoice;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onCarNo: (carNo: string | null) => void;
  onClear: () => void;
}

/** The plate search and the filter bar above the plaza's bulk and whole lists. */
export function PlazaToolbar({
  choice,
  panelId,
  panelOpen,
  onTogglePanel,
  onCarNo,
  onClear,
}: PlazaToolbarProps) {
  const count = filterCount(choice.filters);
  return (
    <div className={styles.toolbar}>
      <Suspense fallback={<div className={styles.plateRow} aria-hidden="true" />}>
        <PlazaPlateSearch carNo={choice.carNo} onChange={onCarNo} />
      </Suspense>
      <div className={styles.filterRow}>
        <button
          type="button"
          className={count > 0 ? `${styles.filterButton} ${styles.filterOn}` : styles.filterButton}
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          onClick={onTogglePanel}
        >
          {count > 0 ? m.filterCount(count) : m.filter}
          {panelOpen ? <UpOutline aria-hidden="true" /> : <DownOutline aria-hidden="true" />}
        </button>
        <span className={styles.summary}>
          {count > 0 ? filterSummary(choice.filters) : m.anyFilter}
        </span>
        {count > 0 ? (
          <button type="button" className={styles.clearButton} onClick={onClear}>
            {m.clearFilters}
          </button>
        ) : null}
      </div>
    </div>
  );
}
