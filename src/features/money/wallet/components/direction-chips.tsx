import type { RecordDirection } from '@/lib/contract/money/wallet';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

const CHOICES: readonly [RecordDirection | null, string][] = [
  [null, t.all],
  [1, t.income],
  [2, t.expense],
];

/** 全部 · 收入 · 支出. */
export function DirectionChips({
  value,
  onChange,
}: {
  value: RecordDirection | null;
  onChange: (d: RecordDirection | null) => void;
}) {
  return (
    <div role="group" aria-label={t.direction} className={styles.chips}>
      {CHOICES.map(([d, label]) => (
        <button
          key={label}
          type="button"
          className={styles.chip}
          aria-pressed={value === d}
          onClick={() => onChange(d)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
