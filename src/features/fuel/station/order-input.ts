/**
 * What the driver typed on the payment screen, read into fen or centilitres and checked in words,
 * in the order a driver fixes them: nothing typed, the format, the smallest and largest order, the
 * card balance.
 */
import type { OrderMode } from '@/lib/contract/fuel/station';
import {
  fuelQuote,
  MAX_ORDER_LITRES,
  MIN_ORDER_FEN,
  parseCentilitres,
  type FuelQuote,
} from '@/lib/domain/fuel';
import { parseYuanToFen } from '@/lib/domain/money';
import { fuelStationMessages as t } from './messages';

const TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;

/** Fen (amount) or centilitres (litres) for a well-formed positive text, else null. */
export function parseOrderValue(mode: OrderMode, text: string): number | null {
  const trimmed = text.trim();
  if (!TWO_DECIMALS.test(trimmed)) return null;
  const value = mode === 'amount' ? parseYuanToFen(trimmed) : parseCentilitres(trimmed);
  return value !== null && value > 0 ? value : null;
}

/** The quote for what was typed, null while it is not a well-formed volume or amount. */
export function quoteOf(
  mode: OrderMode,
  text: string,
  price: { cardPrice: number; listPrice: number } | null,
): FuelQuote | null {
  const value = parseOrderValue(mode, text);
  if (value === null || !price) return null;
  return fuelQuote(mode, value, price.cardPrice, price.listPrice);
}

/** The message for what was typed, or null when it can be ordered. */
export function orderInputError(
  mode: OrderMode,
  text: string,
  quote: FuelQuote | null,
  balance: number,
): string | null {
  if (text.trim() === '') return mode === 'amount' ? t.amountRequired : t.litresRequired;
  if (parseOrderValue(mode, text) === null) {
    return mode === 'amount' ? t.amountFormat : t.litresFormat;
  }
  if (!quote) return null;
  if (quote.totalPrice < MIN_ORDER_FEN) return t.belowMin;
  if (quote.litres > MAX_ORDER_LITRES) return t.aboveMax;
  if (quote.totalPrice > balance) return t.notEnough;
  return null;
}

/** Metres between two points on the earth (haversine), for the distance to a station. */
export function metresBetween(
  a: { longitude: number; latitude: number },
  b: { longitude: number; latitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** 420 → '420 m', 2345 → '2.3 km'. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}
