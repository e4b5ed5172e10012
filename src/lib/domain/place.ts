/** How a loading or unloading point is named on a card: the city and district, not the province. */
import type { Place } from '@/lib/contract/supply';

/** `河北省 石家庄市 长安区` → `石家庄市长安区`; a municipality keeps its one city name. */
export function placeShortName(place: Pick<Place, 'regionName'>): string {
  const parts = place.regionName.split(/\s+/).filter(Boolean);
  const tail = parts.length > 1 ? parts.slice(1) : parts;
  return tail.filter((part, i) => part !== tail[i - 1]).join('');
}

/** §9 quantity: at most 3 decimals, trailing zeros dropped (`32.5 吨`). */
export function formatQuantity(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : '0';
}
