/**
 * Fuel order arithmetic, shared by the H5 and the sandbox so both reach the same fen: an order is
 * for an amount (fen, paid exactly; the litres it buys round down to 0.01 L) or for a volume
 * (litres with at most 2 decimals; the price rounds half up to the fen). Prices are fen per litre
 * (or per kg of LNG). Integer arithmetic only: litres travel as centilitres inside.
 */
import type { OrderMode } from '@/lib/contract/fuel/station';

/** One order fills at most this much (a large truck's two tanks). */
export const MAX_ORDER_LITRES = 1500;
/** The smallest order, fen. */
export const MIN_ORDER_FEN = 1000;

export interface FuelQuote {
  /** Litres, 2 decimals at most. */
  litres: number;
  /** Fen paid with the card. */
  totalPrice: number;
  /** Fen saved against the pump price (never negative). */
  discount: number;
}

const LITRES_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '120.5' → 12050 centilitres; null when not a volume with at most 2 decimals. */
export function parseCentilitres(text: string | null | undefined): number | null {
  const match = LITRES_TEXT.exec((text ?? '').trim());
  if (!match) return null;
  const centi = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(centi) ? centi : null;
}

/** 12050 → 120.5 */
const centilitresToLitres = (centi: number): number => centi / 100;

/** Litres (a number with ≤ 2 decimals) → centilitres, exact. */
export const litresToCentilitres = (litres: number): number => Math.round(litres * 100);

/** Fen for `centi` centilitres at `pricePerLitre` fen per litre, half up. */
export function priceOfCentilitres(centi: number, pricePerLitre: number): number {
  return Math.floor((centi * pricePerLitre + 50) / 100);
}

/** What an order costs and buys. `value`: fen for `amount`, centilitres for `litres`. */
export function fuelQuote(
  mode: OrderMode,
  value: number,
  cardPrice: number,
  listPrice: number,
): FuelQuote {
  if (cardPrice <= 0) return { litres: 0, totalPrice: 0, discount: 0 };
  const centi = mode === 'amount' ? Math.floor((value * 100) / cardPrice) : value;
  const totalPrice = mode === 'amount' ? value : priceOfCentilitres(centi, cardPrice);
  const discount = Math.max(0, priceOfCentilitres(centi, listPrice) - totalPrice);
  return { litres: centilitresToLitres(centi), totalPrice, discount };
}

/** 120.5 → '120.50' */
export const formatLitres = (litres: number): string => litres.toFixed(2);
