/**
 * The seeded stations and their prices of the day: every product's pump price drifts by up to
 * ±0.10 yuan a day (deterministic from station, product and China date), the card price is the pump
 * price less the card's discount, and the simulator can fix a product's prices.
 */
import type { FuelPrice, FuelStation, OilType } from '@/lib/contract/fuel/station';
import { hash32, type Rng } from '../../../store/prng';
import { allDistricts } from '../../../store/regions';
import { formatDate } from '../../../store/time';
import { DISTRICT_COORDS, metresBetween, oneDecimal } from '../../supply/market/places';
import type { ProductRecord, StationRecord } from './types';

/** Beijing, where the simulator's phone starts (simulator/bridge/default-state.ts). */
const HOME: readonly [number, number] = [116.397, 39.909];

/** [Δlongitude, Δlatitude, oil types] of the stations around the simulator's start. */
const NEAR_HOME: readonly (readonly [number, number, OilType[], string, string])[] = [
  [0.004, 0.002, ['new', 'old'], '中国石化', '北京前门东大街加油站'],
  [-0.018, 0.011, ['new'], '中国石油', '北京西长安街加油站'],
  [0.05, -0.02, ['new', 'old'], '中化石油', '北京广渠门外加油站'],
  [-0.1, 0.08, ['old'], '中国石化', '北京四季青加油站'],
];

const BRANDS = ['中国石化', '中国石油', '中化石油', '民营'] as const;
const ROADS = ['中山路', '建设大街', '京港澳高速服务区', '人民路', '工业园', '物流港', '环城路'];

function products(rng: Rng): ProductRecord[] {
  const product = (oilNo: string, oilName: string, unit: 'L' | 'kg', base: number) => ({
    oilNo,
    oilName,
    unit,
    basePrice: base + rng.int(-15, 15),
    cardDiscount: { new: rng.int(40, 70), old: rng.int(20, 45) },
    override: null,
  });
  const list: ProductRecord[] = [product('0#', '0#柴油', 'L', 745)];
  if (rng.next() < 0.4) list.push(product('-10#', '-10#柴油', 'L', 785));
  list.push(product('92#', '92#汽油', 'L', 722));
  if (rng.next() < 0.6) list.push(product('95#', '95#汽油', 'L', 771));
  if (rng.next() < 0.3) list.push(product('LNG', 'LNG', 'kg', 520));
  return list;
}

function phone(rng: Rng): string {
  return `0${rng.int(10, 99)}-${rng.digits(8)}`;
}

export function seedStations(rng: Rng): StationRecord[] {
  const stations: StationRecord[] = [];
  const id = () => `ST${String(stations.length + 1).padStart(4, '0')}`;
  for (const [dLng, dLat, oilTypes, brand, name] of NEAR_HOME) {
    stations.push({
      id: id(),
      name,
      brand,
      regionName: '北京市 北京市 东城区',
      address: `北京市东城区${name.replace(/^北京|加油站$/g, '')}${rng.int(1, 200)}号`,
      longitude: Math.round((HOME[0] + dLng) * 1e6) / 1e6,
      latitude: Math.round((HOME[1] + dLat) * 1e6) / 1e6,
      openHours: '00:00-24:00',
      phone: phone(rng),
      oilTypes,
      products: products(rng),
    });
  }
  for (const d of allDistricts()) {
    const at = DISTRICT_COORDS[d.district.code];
    if (!at) continue;
    for (let i = 0; i < 2; i += 1) {
      const brand = rng.pick(BRANDS);
      const road = rng.pick(ROADS);
      const label = brand === '民营' ? `${d.city.name.replace(/市$/, '')}顺达` : brand;
      stations.push({
        id: id(),
        name: `${label}${d.district.name}${road}加油站`,
        brand,
        regionName: `${d.province.name} ${d.city.name} ${d.district.name}`,
        address: `${d.city.name}${d.district.name}${road}${rng.int(1, 500)}号`,
        longitude: Math.round((at[0] + (rng.next() - 0.5) * 0.06) * 1e6) / 1e6,
        latitude: Math.round((at[1] + (rng.next() - 0.5) * 0.06) * 1e6) / 1e6,
        openHours: rng.next() < 0.8 ? '00:00-24:00' : '06:00-22:00',
        phone: phone(rng),
        oilTypes: rng.next() < 0.7 ? ['new', 'old'] : [rng.pick(['new', 'old'] as const)],
        products: products(rng),
      });
    }
  }
  return stations;
}

/** The prices of `p` on the China date of `nowMs` for a card generation. */
export function priceOf(
  s: StationRecord,
  p: ProductRecord,
  oilType: OilType,
  nowMs: number,
): FuelPrice {
  const base = { oilNo: p.oilNo, oilName: p.oilName, unit: p.unit };
  if (p.override) {
    return { ...base, listPrice: p.override.listPrice, cardPrice: p.override.cardPrice[oilType] };
  }
  const drift = (hash32(`${s.id}|${p.oilNo}|${formatDate(nowMs)}`) % 21) - 10;
  const listPrice = p.basePrice + drift;
  return { ...base, listPrice, cardPrice: listPrice - p.cardDiscount[oilType] };
}

export function pricesOf(s: StationRecord, oilType: OilType, nowMs: number): FuelPrice[] {
  return s.products.map((p) => priceOf(s, p, oilType, nowMs));
}

export function metresTo(s: StationRecord, longitude: number, latitude: number): number {
  return metresBetween(longitude, latitude, s.longitude, s.latitude);
}

export function stationView(
  s: StationRecord,
  oilType: OilType,
  nowMs: number,
  from: { longitude: number; latitude: number } | null,
): FuelStation {
  const prices = pricesOf(s, oilType, nowMs);
  return {
    id: s.id,
    name: s.name,
    brand: s.brand,
    regionName: s.regionName,
    address: s.address,
    longitude: s.longitude,
    latitude: s.latitude,
    distanceKm: from ? oneDecimal(metresTo(s, from.longitude, from.latitude) / 1000) : null,
    openHours: s.openHours,
    phone: s.phone,
    oilTypes: [...s.oilTypes],
    featuredPrice: prices[0] ?? null,
  };
}
