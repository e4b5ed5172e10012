import { fenToYuan, formatYuan } from '@/lib/domain/money';
import styles from './money-text.module.css';

export type MoneyTextSize = 'small' | 'middle' | 'large' | 'xlarge';

export interface MoneyTextProps {
  /** The amount; in fen (integer) unless `unit` says yuan. Bad input shows 0.00. */
  value: number | string | null | undefined;
  /** Money is kept in fen; some server fields already arrive in yuan. Default 'fen'. */
  unit?: 'fen' | 'yuan';
  /** Shows ¥ before the amount (after the minus sign). Default false. */
  currency?: boolean;
  /** Default 'middle'. */
  size?: MoneyTextSize;
  /** Colours negative amounts red and positive ones green (statements). Default false. */
  signed?: boolean;
  /** Shows a + before positive amounts (with `signed`). Default false. */
  plusSign?: boolean;
  className?: string;
}

const DEFAULTS = {
  unit: 'fen',
  currency: false,
  size: 'middle',
  signed: false,
  plusSign: false,
} as const satisfies Partial<MoneyTextProps>;

/** §9: fen at rest, yuan with 2 decimals and thousands separators on screen. */
export function MoneyText(props: MoneyTextProps) {
  const { value, unit, currency, size, signed, plusSign, className } = { ...DEFAULTS, ...props };
  const text =
    unit === 'yuan'
      ? formatYuan(typeof value === 'string' ? Number(value) : (value ?? null))
      : fenToYuan(value);
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const positive = !negative && /[1-9]/.test(digits);
  const sign = negative ? '-' : positive && signed && plusSign ? '+' : '';
  const tone = signed ? (negative ? styles.negative : positive ? styles.positive : '') : '';
  return (
    <span
      className={[styles.money, styles[size], tone, className].filter(Boolean).join(' ')}
      data-negative={negative || undefined}
    >
      {sign}
      {currency ? <span className={styles.currency}>¥</span> : null}
      <span className={styles.amount}>{digits}</span>
    </span>
  );
}
