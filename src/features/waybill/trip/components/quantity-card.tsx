import { Card } from '@/components/card';
import { TextField } from '@/components/form';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { unitText } from '../messages';

interface QuantityCardProps {
  detail: WaybillDetail;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The weighed quantity, kept as typed (a bad value is shown with its rule, never lost). */
export function QuantityCard({ detail, label, value, onChange, error }: QuantityCardProps) {
  const unit = unitText(detail.unit);
  return (
    <Card>
      <TextField
        label={`${label}（${unit}）`}
        value={value}
        onChange={onChange}
        inputMode="decimal"
        maxLength={12}
        error={error}
      />
    </Card>
  );
}
