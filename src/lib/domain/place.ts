/** How loading and unloading points and quantities are written on cards and details. */
import type { Place } from '@/lib/contract/supply/load';

/**
 * `河北省 石家庄市 长安区` → `石家庄市 长安区`; a municipality keeps its own name (`北京市 东城区`,
 * whether written `北京市 北京市 东城区`, `北京市 市辖区 东城区` or `北京市 东城区`).
 */
export function placeText(place: Pick<Place, 'regionName'>): string {
  const parts = place.regionName.split(/\s+/).filter(Boolean);
  if (parts.length < 3) return parts.join(' ');
  const [province, city, ...rest] = parts as [string, string, ...string[]];
  const town = city === province || city === '市辖区' ? province : city;
  return [town, ...rest].join(' ');
}
