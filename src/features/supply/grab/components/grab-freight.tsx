/** A freight quote as money (§9: fen, shown in yuan): 运费, 信息服务费 and what the driver gets. */
import { FactList } from '@/components/card';
import { MoneyText } from '@/components/money-text';
import type { FreightQuote } from '@/lib/contract/supply/market';
import { grabMessages as t } from '../grab-messages';
import styles from './grab.module.css';

export function GrabFreight({ quote }: { quote: FreightQuote }) {
  return (
    <FactList
      layout="split"
      facts={[
        { label: t.freight, value: <MoneyText value={quote.freight} currency />, number: true },
        {
          label: t.serviceFee,
          value: <MoneyText value={quote.serviceFee} currency />,
          number: true,
        },
        {
          label: t.payable,
          value: (
            <MoneyText className={styles.payable} value={quote.payable} currency size="large" />
          ),
          number: true,
        },
      ]}
    />
  );
}
