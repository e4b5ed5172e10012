/**
 * The bulk quantity a driver types (/supply/carryinfomodular): a decimal number in the source's
 * unit, more than 0, at least the source's minimum, at most what remains and what the chosen truck
 * may carry (the shared rule's cap, which the server applies too), with at most 3 decimals (§9
 * quantity). The rule answers the message to show, or null; the text itself is never changed.
 */
import { plainQuantity } from '@/lib/domain/quantity';
import type { QuantityUnit } from '@/lib/contract/supply/load';
import { grabMessages as t } from '../grab-messages';

const NUMBER = /^\d+(?:\.(\d*))?$/;

export interface QuantityLimits {
  minQuantity: number;
  remainingQuantity: number;
  unit: QuantityUnit;
  /** What the chosen truck may carry in the source's unit; null: not limited. */
  capacity?: number | null;
}

/** The number typed, or null when the text is not a plain decimal number. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed) || trimmed === '.') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

export function validateQuantity(text: string, limits: QuantityLimits): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t.quantityRequired;
  const match = NUMBER.exec(trimmed);
  const n = parseQuantity(trimmed);
  if (!match || n === null) return t.quantityInvalid;
  if ((match[1] ?? '').length > 3) return t.quantityDecimals;
  if (n <= 0) return t.quantityPositive;
  const capacity = limits.capacity ?? null;
  if (capacity !== null && n > capacity && capacity < limits.remainingQuantity)
    return t.quantityOverLoad(plainQuantity(capacity), limits.unit);
  if (n > limits.remainingQuantity)
    return t.quantityTooLarge(plainQuantity(limits.remainingQuantity), limits.unit);
  // The last part of a source may be less than the minimum: then it is taken whole.
  const min = Math.min(limits.minQuantity, limits.remainingQuantity);
  if (n < min) return t.quantityTooSmall(plainQuantity(min), limits.unit);
  return null;
}
