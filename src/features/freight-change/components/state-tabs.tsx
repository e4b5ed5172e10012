import { Link } from 'react-router-dom';
import type { FreightChangeState } from '@/lib/contract/waybill-after-sales';
import { paths } from '@/lib/routing/paths';
import { freightMessages as t, freightStateLabel } from '../messages';
import styles from './freight-change.module.css';

const TABS: readonly (FreightChangeState | null)[] = [null, 'pending', 'agreed', 'disagreed'];

/** 全部 · 待确认 · 已同意 · 已拒绝, and the way to the search. */
export function StateTabs({
  value,
  onChange,
}: {
  value: FreightChangeState | null;
  onChange: (state: FreightChangeState | null) => void;
}) {
  return (
    <div className={styles.tabBar}>
      <div role="tablist" aria-label={t.stateTabs} className={styles.tabs}>
        {TABS.map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            role="tab"
            aria-selected={value === s}
            className={styles.tab}
            onClick={() => onChange(s)}
          >
            {s ? freightStateLabel[s] : t.all}
          </button>
        ))}
      </div>
      <Link className={styles.searchLink} to={paths.freightChangeSearch.to({})}>
        {t.search}
      </Link>
    </div>
  );
}
