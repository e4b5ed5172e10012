/** How the detail words times and quantities (pure, so the cards stay declarative). */
import type { GoodsSourceDetail } from '@/lib/contract/supply/market';
import { truckloadFreight, truckloadQuantity } from '@/lib/domain/grab-gates';
import { formatNumber, formatQuantity } from '@/lib/domain/quantity';
import { detailMessages as t, unitText } from '../../shared/detail-messages';

/** `2026-11-22 08:00:00` → `2026-11-22 08:00`: drivers plan by the minute, not the second. */
export function minuteText(time: string): string {
  return time.replace(/:\d{2}$/, '');
}

/** `32.5吨`, `1,200吨`. */
export function quantityText(value: number, source: Pick<GoodsSourceDetail, 'unit'>): string {
  return formatQuantity(value, unitText(source.unit));
}

/** `13.0米 / 17.5米`, or 不限 when the shipper accepts any. */
export function lengthsText(lengths: readonly string[]): string {
  return lengths.length === 0
    ? t.anyVehicle
    : lengths.map((l) => `${l}${t.lengthUnit}`).join(' / ');
}

export function typesText(types: readonly string[]): string {
  return types.length === 0 ? t.anyVehicle : types.join(' / ');
}

/** The header's line: what is left of a bulk source, or the whole load. */
export function quantitySummary(source: GoodsSourceDetail): string {
  return source.kind === 'bulk'
    ? t.bulkSummary(
        quantityText(source.remainingQuantity, source),
        quantityText(source.totalQuantity, source),
      )
    : t.wholeSummary(quantityText(source.totalQuantity, source));
}

/**
 * What one truck earns of the source, labelled: the whole load's freight, or a standard full load
 * of a bulk source (never the whole remaining tonnage's freight, which no one driver is paid).
 */
export function truckFreight(source: GoodsSourceDetail): {
  label: string;
  short: string;
  fen: number;
  /** The truckload it counts (`40`), for a bulk source. */
  truckload: string | null;
} {
  const fen = truckloadFreight(source);
  if (source.kind === 'whole')
    return { label: t.wholeFreight, short: t.wholeFreight, fen, truckload: null };
  const q = formatNumber(truckloadQuantity(source));
  return { label: t.truckFreight(q, source.unit), short: t.truckFreightShort, fen, truckload: q };
}
