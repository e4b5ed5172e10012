/** The source card's texts and the pure formatting of its lines (unit-tested in node). */
import type { GoodsSource } from '@/lib/contract/supply/market';
import type { QuantityUnit } from '@/lib/contract/supply/load';
import { placeText } from '@/lib/domain/place';
import { formatNumber } from '@/lib/domain/quantity';

export { placeText };
/** At most 3 decimals, trailing zeros dropped, thousands grouped: 12.5, 1,200 (as on every screen). */
export const quantityText = (value: number): string =>
  Number.isFinite(value) ? formatNumber(value) : '0';

/** Texts of the source card (the plaza's and the home screen's lists). */
export const sourceCardMessages = {
  kind: { bulk: '大宗', whole: '整车' },
  unit: { ton: '吨', cubic: '方' } satisfies Record<QuantityUnit, string>,
  status: { full: '已抢完', closed: '已下架' },
  assigned: '指派给我',
  any: '不限',
  lengthUnit: '米',
  distance: (km: number) => `全程 ${km} km`,
  toMe: (km: number) => `距您 ${km} km`,
  remaining: '剩余',
  vehicle: '车辆',
  loading: '装货',
  until: '至',
  perUnit: (unit: QuantityUnit) => `/${sourceCardMessages.unit[unit]}`,
  freight: '运费',
  /** One truckload's freight: `约 ¥21,784.00/车`, with the load it counts (`按40吨`). */
  about: '约',
  perTruck: '/车',
  truckload: (q: string, unit: QuantityUnit) => `按${q}${sourceCardMessages.unit[unit]}`,
  wholeFreight: '整车',
  route: (from: string, to: string) => `从 ${from} 到 ${to}`,
} as const;

const m = sourceCardMessages;

/**
 * Every row of a virtual list must have the same height: the card is this tall (the 10 px gap above
 * it included) in both themes, and longer texts are cut with an ellipsis.
 */
export const SOURCE_CARD_HEIGHT = 190;

/** `2026-11-25 08:00:00` → `11-25 08:00`. */
export function shortTime(time: string): string {
  const match = /^\d{4}-(\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(time);
  return match ? `${match[1]} ${match[2]}` : time;
}

export function vehicleText(source: GoodsSource): string {
  const lengths = source.vehicleLengths.length
    ? `${source.vehicleLengths.join('/')}${m.lengthUnit}`
    : null;
  const types = source.vehicleTypes.length ? source.vehicleTypes.join('/') : null;
  return [lengths, types].filter(Boolean).join(' · ') || m.any;
}
