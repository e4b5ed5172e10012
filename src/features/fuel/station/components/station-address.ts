/**
 * A station's address as a person reads it: the region once (`北京市 北京市 东城区` → `北京市 东城区`),
 * then the street without the units the region already names (`北京市东城区前门东大街23号` →
 * `前门东大街23号`), so the city is never said twice.
 */
import type { FuelStation } from '@/lib/contract/fuel/station';

type Located = Pick<FuelStation, 'regionName' | 'address'>;

const regionParts = (station: Located) =>
  station.regionName
    .split(/\s+/)
    .filter((part, i, all) => part !== '' && part !== '市辖区' && part !== all[i - 1]);

export function stationAddress(station: Located): string {
  const region = regionParts(station);
  let street = station.address.trim();
  for (const part of region) {
    while (street.startsWith(part)) street = street.slice(part.length).trimStart();
  }
  return [...region, street || station.address.trim()].filter(Boolean).join(' ');
}
