/**
 * Money is kept in fen (integers) and formatted at the edge (§9: 2 decimals, thousands separators).
 * Formatting goes through the decimal digits of the integer, so no float arithmetic touches cents.
 */
import { integerDigits } from '@/lib/compat/integer-digits';

const INTEGER = /^-?\d+$/;
const YUAN_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function formatFenDigits(negative: boolean, digits: string): string {
  const clean = digits.replace(/^0+/, '').padStart(3, '0');
  const yuan = groupThousands(clean.slice(0, -2));
  const text = `${yuan}.${clean.slice(-2)}`;
  return negative && /[1-9]/.test(clean) ? `-${text}` : text;
}

/** 123456789 → '1,234,567.89'; 1 → '0.01'. Fractions of a fen round half away from zero. Bad input → '0.00'. */
export function fenToYuan(fen: number | string | null | undefined): string {
  if (typeof fen === 'string') {
    const text = fen.trim();
    if (INTEGER.test(text)) return formatFenDigits(text.startsWith('-'), text.replace('-', ''));
    return text === '' ? '0.00' : fenToYuan(Number(text));
  }
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return '0.00';
  return formatFenDigits(fen < 0, integerDigits(Math.round(Math.abs(fen))));
}

/** Converts a yuan amount to whole fen using its shortest decimal form (1.005 → 101, not 100). */
export function yuanToFenNumber(yuan: number): number {
  if (!Number.isFinite(yuan)) return 0;
  const text = String(Math.abs(yuan));
  const fen = text.includes('e')
    ? Math.round(Math.abs(yuan) * 100)
    : Math.round(Number(`${text}e2`));
  return yuan < 0 ? -fen : fen;
}

/** For values the server already gives in yuan: same look as fenToYuan. */
export function formatYuan(yuan: number | null | undefined): string {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return '0.00';
  return fenToYuan(yuanToFenNumber(yuan));
}

/**
 * Reads a yuan text typed by a person or produced by fenToYuan ('1,234.5', '-0.01') back into fen;
 * null when it is not an amount with at most 2 decimals.
 */
export function parseYuanToFen(text: string | null | undefined): number | null {
  const match = YUAN_TEXT.exec((text ?? '').trim().replace(/,(?=\d{3}(?:\D|$))/g, ''));
  if (!match) return null;
  const [, sign, whole, cents = ''] = match;
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return null;
  return sign === '-' && fen !== 0 ? -fen : fen;
}
