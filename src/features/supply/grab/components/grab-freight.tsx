/** A freight quote as money (§9: fen, shown in yuan): 运费, 信息服务费 and what the driver gets. */
import { MoneyText } from '@/components/money-text';
import type { FreightQuote } from '@/lib/contract/supply/market';
import { grabMessages as t } from '../grab-messages';
import styles from './grab.module.css';

export function GrabFreight({ quote }: { quote: FreightQuote }) {
  return (
    <dl className={styles.money}>
      <dt>{t.freight}</dt>
      <dd>
        <MoneyText value={quote.freight} currency />
      </dd>
      <dt>{t.serviceFee}</dt>
      <dd>
        <MoneyText value={quote.serviceFee} currency />
      </dd>
      <dt>{t.payable}</dt>
      <dd className={styles.payable}>
        <MoneyText value={quote.payable} currency size="large" />
      </dd>
    </dl>
  );
}
