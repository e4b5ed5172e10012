/**
 * Where goods load and unload: approximate real coordinates of the seeded districts
 * (store/regions.ts), straight-line and road distances, and Place records built from them.
 */
import type { Place } from '@/lib/contract/supply/load';
import type { Rng } from '../../../store/prng';
import { allDistricts, findDistrict, type DistrictPath } from '../../../store/regions';

/** District code → [longitude, latitude] of its centre (WGS-84, approximate). */
export const DISTRICT_COORDS: Readonly<Record<string, readonly [number, number]>> = {
  '110101': [116.416, 39.928],
  '110105': [116.443, 39.921],
  '110108': [116.298, 39.959],
  '130102': [114.539, 38.037],
  '130104': [114.462, 38.004],
  '130105': [114.463, 38.051],
  '130202': [118.154, 39.625],
  '130203': [118.201, 39.645],
  '140105': [112.565, 37.736],
  '140106': [112.563, 37.863],
  '320102': [118.797, 32.049],
  '320106': [118.77, 32.066],
  '320505': [120.566, 31.294],
  '320508': [120.617, 31.336],
  '370102': [117.077, 36.666],
  '370103': [116.998, 36.651],
  '370202': [120.412, 36.075],
  '370211': [120.198, 35.961],
  '410105': [113.66, 34.8],
  '410102': [113.613, 34.748],
  '440106': [113.361, 23.124],
  '440104': [113.267, 23.129],
  '440305': [113.93, 22.533],
  '440304': [114.055, 22.522],
};

/** Road distance ≈ great circle × this. */
const ROAD_FACTOR = 1.25;

const EARTH_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle metres between two points. */
export function metresBetween(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Driving km between two places, one decimal (at least 5 km). */
export function roadKm(a: Place, b: Place): number {
  const km = (metresBetween(a.longitude, a.latitude, b.longitude, b.latitude) / 1000) * ROAD_FACTOR;
  return Math.max(5, oneDecimal(km));
}

/** The district path of a seeded district code (throws on codes outside the tree). */
export function districtPath(code: string): DistrictPath {
  const found = findDistrict(code);
  if (!found) throw new Error(`unknown seeded district ${code}`);
  return found;
}

export function seededDistricts(): DistrictPath[] {
  return allDistricts().filter((d) => DISTRICT_COORDS[d.district.code]);
}

/** A point in the district: its centre moved by up to `spreadKm`, six decimals. */
export function placeIn(path: DistrictPath, address: string, rng: Rng | null, spreadKm = 6): Place {
  const [lng, lat] = DISTRICT_COORDS[path.district.code]!;
  const jitter = () => (rng ? (rng.next() * 2 - 1) * (spreadKm / 111) : 0);
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  const { province, city, district } = path;
  const names =
    province.name === city.name
      ? [province.name, district.name]
      : [province.name, city.name, district.name];
  return {
    provinceCode: province.code,
    cityCode: city.code,
    districtCode: district.code,
    regionName: names.join(' '),
    address,
    longitude: round6(lng + jitter()),
    latitude: round6(lat + jitter()),
  };
}

/** `130100` → `1301`, `130000` → `13`: a district code starting with it lies inside. */
function regionPrefix(code: string): string {
  let prefix = code.trim();
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}

export function placeWithin(place: Place, code: string): boolean {
  return place.districtCode.startsWith(regionPrefix(code));
}
