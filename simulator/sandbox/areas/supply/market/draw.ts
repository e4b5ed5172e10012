/** Drawing one plausible source: route, goods, quantity, price, loading window, rules. */
import type { SourceStatus } from '@/lib/contract/supply/market';
import type { SourceKind } from '@/lib/contract/supply/load';
import { DICTIONARIES } from '../../../store/catalog';
import { chineseName, mobile } from '../../../store/people';
import type { Rng } from '../../../store/prng';
import type { DistrictPath } from '../../../store/regions';
import {
  LOSS,
  RECEIVERS,
  REMARKS,
  SETTLEMENT,
  STREETS,
  VEHICLE_LENGTHS,
  type EnterpriseDef,
} from './catalog';
import { HOUR_MS } from './clock';
import { districtPath, placeIn, roadKm, seededDistricts } from './places';
import type { SourceRecord } from './types';
import { maskPhone } from '../../../kernel/mask';

const MIN_MS = 60_000;
const HALF_HOUR = 30 * MIN_MS;

/** Fen per unit: 0.35–0.6 元 per ton-km, at least 30 元, rounded to 10 fen. */
function priceFor(rng: Rng, distanceKm: number): number {
  const rate = rng.int(35, 60) / 100;
  return Math.max(3000, Math.round((distanceKm * rate * 100) / 10) * 10);
}

function pickSome<T>(rng: Rng, items: readonly T[], max: number): T[] {
  const chosen = new Set<T>();
  const n = rng.int(1, max);
  while (chosen.size < n) chosen.add(rng.pick(items));
  return items.filter((i) => chosen.has(i));
}

export interface DrawOptions {
  kind?: SourceKind;
  status?: SourceStatus;
  origin?: DistrictPath;
}

export function drawSource(
  rng: Rng,
  id: string,
  seq: number,
  ent: EnterpriseDef,
  o: DrawOptions = {},
): SourceRecord {
  const districts = seededDistricts();
  const home = districtPath(ent.homeDistrict);
  const homeCity = districts.filter((d) => d.city.code === home.city.code);
  const from = o.origin ?? (rng.next() < 0.7 ? rng.pick(homeCity) : rng.pick(districts));
  const to = rng.pick(districts.filter((d) => d.city.code !== from.city.code));
  const goods = rng.pick(ent.goods);
  const kind = o.kind ?? (rng.next() < 0.55 ? 'bulk' : 'whole');
  const r = rng.next();
  const status = o.status ?? (r < 0.85 ? 'open' : r < 0.93 ? 'full' : 'closed');
  const origin = placeIn(from, `${rng.pick(STREETS)}${rng.int(1, 300)}号 ${ent.yard}`, rng);
  const destination = placeIn(
    to,
    `${rng.pick(STREETS)}${rng.int(1, 300)}号 ${to.district.name}${rng.pick(RECEIVERS)}`,
    rng,
  );
  const distanceKm = roadKm(origin, destination);
  const unitPrice = priceFor(rng, distanceKm);
  const cubic = goods.unit === 'cubic';
  const total =
    kind === 'whole' ? rng.int(cubic ? 250 : 300, cubic ? 320 : 340) / 10 : rng.int(300, 5000);
  const minQuantity = kind === 'whole' ? total : rng.pick([1, 5, 10, 20, 30]);
  let remaining = total;
  if (status === 'full') remaining = 0;
  else if (kind === 'bulk') {
    const part = (total * rng.int(10, 100)) / 100;
    remaining = rng.next() < 0.7 ? Math.round(part) : Math.round(part * 1000) / 1000;
    remaining = Math.max(remaining, minQuantity);
  }
  const when = rng.next();
  const startH =
    when < 0.6 ? -rng.int(0, 48) / 2 : when < 0.8 ? rng.int(1, 16) / 2 : rng.int(24, 96);
  // `|| 0`: never -0 (it does not survive JSON).
  const loadingStartMs = Math.round((startH * HOUR_MS) / HALF_HOUR) * HALF_HOUR || 0;
  const loadingEndMs = loadingStartMs + rng.int(24, 72) * HOUR_MS;
  const drive = Math.ceil(distanceKm / 50) + 12;
  const restricted = rng.next() < 0.3;
  const fence = rng.next() < 0.1;
  const remark = rng.next() < 0.5 ? rng.pick(REMARKS) : null;
  return {
    id,
    seq,
    kind,
    status,
    origin,
    destination,
    distanceKm,
    goodsName: goods.goodsName,
    goodsType: goods.goodsType,
    packing: goods.packing,
    unit: goods.unit,
    totalQuantity: total,
    remainingQuantity: remaining,
    minQuantity,
    vehicleLengths: kind === 'whole' && rng.next() < 0.6 ? pickSome(rng, VEHICLE_LENGTHS, 2) : [],
    vehicleTypes: restricted
      ? pickSome(rng, DICTIONARIES.vehicleType!.map((v) => v.label).slice(0, 3), 2)
      : [],
    loadingStartMs,
    loadingEndMs,
    unloadingMs: rng.next() < 0.7 ? loadingEndMs + drive * HOUR_MS : null,
    publishMs: -rng.int(10, 72 * 60) * MIN_MS,
    unitPrice,
    wholeFreight: Math.round((total * unitPrice) / 100) * 100,
    enterpriseId: ent.id,
    enterpriseOnly: rng.next() < 0.1,
    assignedTo: null,
    loadingContact: { name: chineseName(rng), phoneMasked: maskPhone(mobile(rng)) },
    unloadingContact: { name: chineseName(rng), phoneMasked: maskPhone(mobile(rng)) },
    lossAllowance: rng.pick(LOSS),
    settlement: rng.pick(SETTLEMENT),
    remark,
    needFence: fence,
    fenceRadiusM: fence ? rng.int(5, 30) * 100 : 0,
    needDelegation: rng.next() < 0.15,
  };
}
