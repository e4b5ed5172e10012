import type { WalletView } from '../hooks/use-record-filter';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

const VIEWS: readonly [WalletView, string][] = [
  ['details', t.details],
  ['statistics', t.statistics],
];

/** 收支明细 | 按月统计. */
export function ViewTabs({
  value,
  onChange,
}: {
  value: WalletView;
  onChange: (v: WalletView) => void;
}) {
  return (
    <div role="tablist" aria-label={t.views} className={styles.tabs}>
      {VIEWS.map(([v, label]) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={value === v}
          className={styles.tab}
          onClick={() => onChange(v)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
