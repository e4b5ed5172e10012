import type { EntrustState } from '@/lib/contract/entrust';
import { entrustMessages as t, entrustStateLabel } from '../messages';
import styles from './entrust.module.css';

const TABS: readonly (EntrustState | null)[] = [
  null,
  'pending',
  'effective',
  'withdrawn',
  'refused',
];

/** 全部 · 待确认 · 已生效 · 已撤回 · 已拒绝. */
export function StateTabs({
  value,
  onChange,
}: {
  value: EntrustState | null;
  onChange: (state: EntrustState | null) => void;
}) {
  return (
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
          {s ? entrustStateLabel[s] : t.all}
        </button>
      ))}
    </div>
  );
}
