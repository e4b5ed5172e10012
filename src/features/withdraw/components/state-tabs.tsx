import type { WithdrawState } from '@/lib/contract/withdraw';
import { withdrawMessages as t, withdrawStateLabel } from '../messages';
import styles from './withdraw.module.css';

const TABS: readonly (WithdrawState | null)[] = [null, 'applied', 'approved', 'paid', 'rejected'];

/** 全部 · 审核中 · 已通过 · 已到账 · 已驳回. */
export function StateTabs({
  value,
  onChange,
}: {
  value: WithdrawState | null;
  onChange: (state: WithdrawState | null) => void;
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
          {s ? withdrawStateLabel[s] : t.all}
        </button>
      ))}
    </div>
  );
}
