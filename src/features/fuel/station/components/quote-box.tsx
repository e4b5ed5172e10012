import { FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FuelQuote } from '@/lib/domain/fuel';
import { formatLitres } from '@/lib/domain/fuel';
import { fuelStationMessages as t } from '../messages';
import styles from './fuel-station.module.css';

/** 约 x 升 · 应付 ¥y · 节省 ¥z · 油卡余额 ¥b. */
export function QuoteBox({
  quote,
  unit,
  balance,
}: {
  quote: FuelQuote | null;
  unit: 'L' | 'kg';
  balance: number;
}) {
  return (
    <div className={styles.quote} role="status" aria-label={t.toPay}>
      <span data-number>{t.about(formatLitres(quote?.litres ?? 0), unit)}</span>
      <FactList
        layout="split"
        className={styles.quoteFacts}
        facts={[
          {
            label: t.toPay,
            value: <MoneyText value={quote?.totalPrice ?? 0} currency size="xlarge" />,
            number: true,
          },
          {
            label: t.save,
            value: <MoneyText value={quote?.discount ?? 0} currency />,
            number: true,
          },
          { label: t.cardBalance, value: <MoneyText value={balance} currency />, number: true },
        ]}
      />
    </div>
  );
}
