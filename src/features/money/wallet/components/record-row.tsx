import { MoneyText } from '@/components/money-text';
import type { DriverRecord } from '@/lib/contract/money/wallet';
import { walletMessages as t } from '../messages';
import styles from './wallet.module.css';

export const RECORD_ROW_HEIGHT = 72;

/** One movement: title, time, the signed amount (+ green income, − red expense), balance after. */
export function RecordRow({
  item,
  onOpen,
}: {
  item: DriverRecord;
  onOpen: (r: DriverRecord) => void;
}) {
  const signed = item.direction === 1 ? item.amount : -item.amount;
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(item)}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{item.title}</span>
        <span className={styles.rowTime}>{item.createTime}</span>
      </span>
      <span className={styles.rowSide}>
        <MoneyText value={signed} signed plusSign />
        <span className={styles.rowAfter}>
          {t.balanceAfter} <MoneyText value={item.balanceAfter} size="small" />
        </span>
      </span>
    </button>
  );
}
