import { Card, Page } from '@/components/card';
import { Button, TextField } from '@/components/form';
import { TabBar } from '@/components/tab-bar';
import type { FuelPrice, FuelStation, OilType, OrderMode } from '@/lib/contract/fuel/station';
import { usePaymentForm } from '../hooks/use-payment-form';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';
import { QuoteBox } from './quote-box';
import { UnitPrice } from './unit-price';

const MODES = [
  { value: 'amount' as const, label: t.byAmount },
  { value: 'litres' as const, label: t.byLitres },
];
const PICKS: Record<OrderMode, string[]> = {
  amount: ['200', '500', '1000'],
  litres: ['50', '100', '200'],
};
const pickLabel = (mode: OrderMode, v: string) => (mode === 'amount' ? `¥${v}` : `${v}L`);

/** Product chips, 按金额 / 按升数, the input with quick picks, the quote, 下一步. */
export function PaymentForm(props: {
  station: FuelStation;
  oilType: OilType;
  prices: FuelPrice[];
  balance: number;
  carNo: string;
}) {
  const f = usePaymentForm(props);
  const amount = f.mode === 'amount';
  return (
    <Page as="div">
      <Card title={`${props.station.name} · ${props.carNo}`} aria-label={t.oilProduct}>
        <div role="radiogroup" aria-label={t.oilProduct} className={styles.chips}>
          {props.prices.map((p) => (
            <button
              key={p.oilNo}
              type="button"
              role="radio"
              aria-checked={p.oilNo === f.oilNo}
              className={styles.chip}
              onClick={() => f.setOilNo(p.oilNo)}
            >
              {p.oilName}
            </button>
          ))}
        </div>
        {f.product ? <UnitPrice price={f.product} /> : null}
      </Card>
      <Card aria-label={t.modeLabel}>
        <TabBar label={t.modeLabel} options={MODES} value={f.mode} onChange={f.setMode} />
        <TextField
          label={amount ? t.amountLabel : t.litresLabel}
          placeholder={amount ? t.amountPlaceholder : t.litresPlaceholder}
          inputMode="decimal"
          value={f.text}
          onChange={f.setText}
          onBlur={f.touch}
          error={f.error}
        />
        <div role="group" aria-label={t.quickPicks} className={styles.chips}>
          {PICKS[f.mode].map((v) => (
            <button key={v} type="button" className={styles.chip} onClick={() => f.setText(v)}>
              {pickLabel(f.mode, v)}
            </button>
          ))}
        </div>
      </Card>
      <Card>
        <QuoteBox quote={f.quote} unit={f.product?.unit ?? 'L'} balance={props.balance} />
      </Card>
      <Button onClick={f.next}>{t.next}</Button>
    </Page>
  );
}
