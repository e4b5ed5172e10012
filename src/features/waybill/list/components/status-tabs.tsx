import type { WaybillCounts, WaybillStatus } from '@/lib/contract/waybill/waybills';
import { waybillMessages as t } from '../messages';
import styles from './waybill.module.css';

const ORDER: readonly (WaybillStatus | null)[] = [
  null,
  'toLoad',
  'inTransit',
  'toReceipt',
  'done',
  'cancelled',
];

export interface StatusTabsProps {
  value: WaybillStatus | null;
  counts: WaybillCounts | undefined;
  onChange: (status: WaybillStatus | null) => void;
}

/** 全部 and the five states, each with its count once the counts have loaded. */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  return (
    <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs}>
      {ORDER.map((status) => {
        const label = status ? t.status[status] : t.all;
        const count = status && counts ? counts[status] : null;
        return (
          <button
            key={status ?? 'all'}
            type="button"
            role="tab"
            aria-selected={value === status}
            className={styles.tab}
            onClick={() => onChange(status)}
          >
            {label}
            {count ? <span className={styles.count}>{count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
