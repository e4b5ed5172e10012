/**
 * Quantities and months, said one way on every screen: thousands separators on the number, the unit
 * right after it (40,000kg, 32.5吨, 30方), at most 3 decimals with trailing zeros dropped; a month is
 * 2026年11月 wherever a person reads it (the `YYYY-MM` form is for requests and keys).
 */

/**
 * A quantity as the driver types it — no grouping, at most 3 decimals, trailing zeros dropped
 * (12.5, not 12.500): for an input's value and the messages that echo it (最多可装1200吨).
 */
export function plainQuantity(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(3))) : '0';
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 40000 → '40,000'; 32.5 → '32.5'; 1.23456 → '1.235'; not a number → '—'. */
export function formatNumber(value: number | string | null | undefined, maxDecimals = 3): string {
  const n = typeof value === 'string' ? Number(value.trim().replaceAll(',', '')) : value;
  if (
    typeof n !== 'number' ||
    !Number.isFinite(n) ||
    (typeof value === 'string' && value.trim() === '')
  )
    return '—';
  const fixed = Math.abs(n).toFixed(maxDecimals);
  const [whole, fraction = ''] = fixed.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `${groupThousands(whole ?? '0')}${decimals ? `.${decimals}` : ''}`;
  return n < 0 && /[1-9]/.test(fixed) ? `-${text}` : text;
}

/** The number and its unit: (40000, 'kg') → '40,000kg'; (32, '吨') → '32吨'; no number → '—'. */
export function formatQuantity(
  value: number | string | null | undefined,
  unit: string,
  maxDecimals = 3,
): string {
  const number = formatNumber(value, maxDecimals);
  return number === '—' ? number : `${number}${unit}`;
}

const MONTH = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?/;

/** '2026-11' (or '2026-11-05', a Date) → '2026年11月'; what is not a month is shown as given. */
export function monthLabel(month: string | Date): string {
  if (month instanceof Date) {
    if (Number.isNaN(month.getTime())) return '—';
    return `${month.getFullYear()}年${String(month.getMonth() + 1).padStart(2, '0')}月`;
  }
  const match = MONTH.exec(month.trim());
  if (!match) return month;
  return `${match[1]}年${match[2]!.padStart(2, '0')}月`;
}
