/**
 * The fuel screens' filters as URL query values and back: the card (`oilType`, new by default), the
 * month (`YYYY-MM`; absent: every month), the bill kind and the order state. Anything unknown in
 * the URL reads as "no filter", so a hand-edited link still opens.
 */
import type { FuelBillKind, FuelOrderState, OilType } from '@/lib/contract/fuel/station';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const KINDS: readonly FuelBillKind[] = ['recharge', 'consume', 'refund'];
const STATES: readonly FuelOrderState[] = ['paid', 'fuelled', 'refunded'];

export const parseOilType = (raw: string | null): OilType => (raw === 'old' ? 'old' : 'new');

export const parseMonth = (raw: string | null): string | null =>
  raw !== null && MONTH.test(raw) ? raw : null;

export const parseKind = (raw: string | null): FuelBillKind | null =>
  KINDS.find((k) => k === raw) ?? null;

export const parseOrderState = (raw: string | null): FuelOrderState | null =>
  STATES.find((s) => s === raw) ?? null;

export interface BillFilter {
  oilType: OilType;
  kind?: FuelBillKind;
  month?: string;
}

export interface OrderFilter {
  oilType: OilType;
  state?: FuelOrderState;
  month?: string;
}

/** The bill query of a URL query (only the fields that filter). */
export function billFilterOf(params: URLSearchParams): BillFilter {
  const kind = parseKind(params.get('kind'));
  const month = parseMonth(params.get('month'));
  return {
    oilType: parseOilType(params.get('oilType')),
    ...(kind ? { kind } : {}),
    ...(month ? { month } : {}),
  };
}

/** The order query of a URL query (only the fields that filter). */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  const state = parseOrderState(params.get('state'));
  const month = parseMonth(params.get('month'));
  return {
    oilType: parseOilType(params.get('oilType')),
    ...(state ? { state } : {}),
    ...(month ? { month } : {}),
  };
}

/** `params` with `key` set to `value`, or without it for null. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}

/** The 核销码 as the attendant reads it: 3 + 3 digits. */
export const groupCode = (code: string): string =>
  code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
