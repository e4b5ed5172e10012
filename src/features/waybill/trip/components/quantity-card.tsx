import { TextField } from '@/components/form';
import type { QuantityUnit } from '@/lib/contract/supply/load';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import styles from './trip.module.css';

interface QuantityCardProps {
  detail: WaybillDetail;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const UNIT: Record<QuantityUnit, string> = { ton: '吨', cubic: '方' };

/** The weighed quantity, kept as typed (a bad value is shown with its rule, never lost). */
export function QuantityCard({ detail, label, value, onChange, error }: QuantityCardProps) {
  const unit = UNIT[detail.unit];
  return (
    <section className={styles.card}>
      <TextField
        label={`${label}（${unit}）`}
        value={value}
        onChange={onChange}
        inputMode="decimal"
        maxLength={12}
        error={error}
      />
    </section>
  );
}
