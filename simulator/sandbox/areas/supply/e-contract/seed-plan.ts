/**
 * The seeded history, drawn once for both the waybill and the e-contract areas: the certified
 * driver's waybills in every state (his default and third vehicles stay free; deals.ts), the
 * captain's in-transit one on his second vehicle, and their contracts (signed, void and one
 * unsigned; trip-record.ts adds the premium, fences and history of each), plus
 * the certified driver's signed service contract and his delegation for 山西晋煤运销.
 */
import type { SeedContext } from '../../slice';
import { SEEDED_MOBILES } from '../../../store/catalog';
import { rngFor } from '../../../store/prng';
import { ENTERPRISES } from '../market/catalog';
import { DEALS, dealFreight } from '../market/deals';
import { districtPath, placeIn, roadKm } from '../market/places';
import type { SeededLoad } from '../market/types';
import { linkCode } from './records';
import type { ContractRecord } from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
function number(prefix: string, n: number): string {
  return `${prefix}2026${String(n).padStart(8, '0')}`;
}

export function seededDeals({ seed, people }: SeedContext): {
  waybills: SeededLoad[];
  contracts: ContractRecord[];
} {
  const rng = rngFor(seed, 'contract-links');
  const byMobile = (m: string) => people.find((p) => p.mobile === m);
  const owners = {
    driver: byMobile(SEEDED_MOBILES.certifiedDriver),
    captain: byMobile(SEEDED_MOBILES.captain),
  };
  const waybills: SeededLoad[] = [];
  const contracts: ContractRecord[] = [];
  const contract = (
    c: Omit<ContractRecord, 'id' | 'contractNo' | 'linkCode' | 'signatureImage'>,
  ) => {
    const n = contracts.length + 1;
    const id = `HT${String(n).padStart(4, '0')}`;
    contracts.push({
      ...c,
      id,
      contractNo: number('HT', n),
      linkCode: linkCode(rng.next),
      signatureImage: null,
    });
    return id;
  };
  DEALS.forEach((d, i) => {
    const owner = owners[d.who];
    const car = owner?.cars[d.car];
    if (!owner || !car) return;
    const ent = ENTERPRISES.find((e) => e.id === d.ent)!;
    const origin = placeIn(districtPath(d.from), `工业大道${20 + i}号 ${ent.yard}`, null);
    const destination = placeIn(districtPath(d.to), `物流园路${8 + i}号 物流园`, null);
    const createMs = -d.ago;
    const id = `WB${String(i + 1).padStart(4, '0')}`;
    const waybillNo = number('YD', i + 1);
    const done = d.status !== 'toLoad' && d.status !== 'cancelled';
    const contractId = contract({
      kind: 'KJ',
      status: done ? 'signed' : d.status === 'cancelled' ? 'void' : 'unsigned',
      appUserId: owner.appUserId,
      waybillId: id,
      waybillNo,
      enterpriseId: ent.id,
      partyName: ent.name,
      createMs,
      signedMs: done ? createMs + HOUR : null,
    });
    waybills.push({
      id,
      waybillNo,
      appUserId: owner.appUserId,
      kind: 'whole',
      sourceId: d.sourceId,
      status: d.status,
      origin,
      destination,
      distanceKm: roadKm(origin, destination),
      goodsName: d.goodsName,
      unit: 'ton',
      quantity: d.quantity,
      carNo: car.carNo,
      shipperName: ent.name,
      enterpriseId: ent.id,
      loadingStartMs: createMs + 2 * HOUR,
      loadingEndMs: createMs + 26 * HOUR,
      unloadingMs: createMs + 50 * HOUR,
      freightTotal: dealFreight(d),
      contractId,
      createMs,
    });
  });
  const driver = owners.driver;
  if (driver) {
    const base = {
      appUserId: driver.appUserId,
      waybillId: null,
      waybillNo: null,
      status: 'signed' as const,
    };
    contract({
      ...base,
      kind: 'service',
      enterpriseId: null,
      partyName: '网络货运平台',
      createMs: -30 * DAY,
      signedMs: -30 * DAY + HOUR,
    });
    const e02 = ENTERPRISES.find((e) => e.id === 'E02')!;
    contract({
      ...base,
      kind: 'delegation',
      enterpriseId: e02.id,
      partyName: e02.name,
      createMs: -20 * DAY,
      signedMs: -20 * DAY,
    });
  }
  return { waybills, contracts };
}
