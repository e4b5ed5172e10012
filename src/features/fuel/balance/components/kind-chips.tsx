import type { FuelBillKind } from '@/lib/contract/fuel/station';
import { fuelMessages as t } from '../messages';
import styles from './fuel-balance.module.css';

const CHOICES: readonly [FuelBillKind | null, string][] = [
  [null, t.all],
  ['recharge', '充值'],
  ['consume', t.kindConsume],
  ['refund', '退款'],
];

/** 全部 · 充值 · 消费 · 退款. */
export function KindChips({
  value,
  onChange,
}: {
  value: FuelBillKind | null;
  onChange: (kind: FuelBillKind | null) => void;
}) {
  return (
    <div role="group" aria-label={t.kind} className={styles.chips}>
      {CHOICES.map(([kind, label]) => (
        <button
          key={label}
          type="button"
          className={styles.chip}
          aria-pressed={value === kind}
          onClick={() => onChange(kind)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
