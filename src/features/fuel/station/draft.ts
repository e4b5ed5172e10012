/**
 * The fuel order being prepared, kept in sessionStorage between the payment and the code screens
 * (a reload keeps it; it ends with the order). The vehicle is the one signed in with (signIn/status).
 */
import type { FuelPrice, OilType, OrderMode } from '@/lib/contract/fuel/station';
import { sessionDraft } from '@/lib/storage/session-draft';

const KEY = 'fuel-order-draft';

export interface FuelOrderDraft {
  stationId: string;
  stationName: string;
  oilType: OilType;
  carNo: string;
  product: FuelPrice;
  mode: OrderMode;
  /** Fen (amount mode) or centilitres (litres mode), as typed. */
  value: number;
  /** Quote at the moment of 下一步. */
  litres: number;
  totalPrice: number;
  discount: number;
}

function isDraft(value: unknown): value is FuelOrderDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.stationId === 'string' &&
    typeof d.carNo === 'string' &&
    (d.oilType === 'old' || d.oilType === 'new') &&
    (d.mode === 'amount' || d.mode === 'litres') &&
    typeof d.product === 'object' &&
    d.product !== null &&
    Number.isSafeInteger(d.value) &&
    Number.isSafeInteger(d.totalPrice)
  );
}

const draft = sessionDraft<FuelOrderDraft>(KEY, isDraft);

export const saveDraft = draft.save;
export const readDraft = draft.read;
export const clearDraft = draft.clear;
