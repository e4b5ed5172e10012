import { DownOutline, RightOutline, UpOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useId, useState } from 'react';
import { FieldBox, FieldShell } from '@/components/form';
import { useIdle } from '@/hooks/use-idle';
import { filterCount, filterSummary, type PlazaChoice } from '../hooks/plaza-filter-state';
import { plazaMessages as m } from '../plaza-messages';
import styles from './plaza.module.css';

const PlazaPlateSearch = lazy(() => import('./plaza-plate-search'));

/**
 * The plate search's look until its picker (and the animation library behind it) has loaded,
 * which waits for the driver's first input or a quiet moment: the list comes first. A tap here
 * loads it and opens it.
 */
function PlateStandIn({ carNo, onTap }: { carNo: string | null; onTap: () => void }) {
  const errorId = useId();
  return (
    <div className={styles.plateRow}>
      <FieldShell
        className={styles.plateField}
        errorId={errorId}
        label={
          <button type="button" className={styles.plateStandIn} onClick={onTap} data-stand-in="">
            {m.plate}
          </button>
        }
      >
        <FieldBox>
          <span className={carNo ? styles.plateValue : styles.platePlaceholder}>
            {carNo ?? m.platePlaceholder}
          </span>
          <RightOutline aria-hidden="true" className={styles.plateArrow} />
        </FieldBox>
      </FieldShell>
    </div>
  );
}

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
  const plate = useIdle();
  const [openPlate, setOpenPlate] = useState(false);
  const standIn = (
    <PlateStandIn
      carNo={choice.carNo}
      onTap={() => {
        setOpenPlate(true);
        plate.now();
      }}
    />
  );
  return (
    <div className={styles.toolbar}>
      {plate.idle ? (
        <Suspense fallback={standIn}>
          <PlazaPlateSearch carNo={choice.carNo} onChange={onCarNo} openOnMount={openPlate} />
        </Suspense>
      ) : (
        standIn
      )}
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
