/**
 * The seeded market: twelve fixed sources the stories and tests rely on (README, "Supply"), then
 * generated ones up to 320 across the seeded districts, then the sources the seeded history's
 * waybills were taken from (S9003…, taken in full: never listed), so every waybill's source exists.
 * Times are offsets from the anchor (clock.ts).
 */
import { SEEDED_MOBILES } from '../../../store/catalog';
import { rngFor, type Rng } from '../../../store/prng';
import type { SeedContext } from '../../slice';
import { DEALS } from './deals';
import { ENTERPRISES } from './catalog';
import { HOUR_MS } from './clock';
import { drawSource } from './draw';
import { districtPath, placeIn, roadKm } from './places';
import type { EnterpriseRecord, SourceRecord, SupplyTables } from './types';

const MARKET_SIZE = 320;
const MIN_MS = 60_000;

const ent = (id: string) => ENTERPRISES.find((e) => e.id === id)!;
const sid = (n: number) => `S${String(n).padStart(4, '0')}`;

type Patch = Partial<SourceRecord> & Pick<SourceRecord, 'enterpriseId' | 'kind'>;

function fixed(rng: Rng, n: number, patch: Patch, originCode?: string): SourceRecord {
  const base = drawSource(rng, sid(n), n, ent(patch.enterpriseId), {
    kind: patch.kind,
    status: 'open',
    ...(originCode ? { origin: districtPath(originCode) } : {}),
  });
  const plain: Partial<SourceRecord> = {
    vehicleTypes: [],
    enterpriseOnly: false,
    needFence: false,
    fenceRadiusM: 0,
    needDelegation: false,
    loadingStartMs: -2 * HOUR_MS,
    loadingEndMs: 46 * HOUR_MS,
    publishMs: -(4 + n) * MIN_MS,
  };
  // Fixed whole loads weigh 30 t, which every seeded driver's first vehicles (tractors, 34–40 t) carry.
  const s = {
    ...base,
    ...plain,
    ...(patch.kind === 'whole'
      ? { totalQuantity: 30, remainingQuantity: 30, minQuantity: 30 }
      : {}),
    ...patch,
  };
  s.wholeFreight = Math.round((s.totalQuantity * s.unitPrice) / 100) * 100;
  if (s.status === 'full') s.remainingQuantity = 0;
  return s;
}

function fixedSources(rng: Rng, driverId: string | null): SourceRecord[] {
  const bulk = {
    kind: 'bulk' as const,
    totalQuantity: 3000,
    remainingQuantity: 1200,
    minQuantity: 10,
  };
  const fence = fixed(
    rng,
    3,
    { ...bulk, enterpriseId: 'E01', needFence: true, fenceRadiusM: 1000 },
    '130102',
  );
  // The fence sample loads exactly at the district centre, so a story can stand inside or outside.
  fence.origin = placeIn(districtPath('130102'), '建设路18号 冀中储煤场', null);
  fence.distanceKm = roadKm(fence.origin, fence.destination);
  return [
    fixed(rng, 1, { ...bulk, enterpriseId: 'E02', remark: '装货需排队，请提前电话预约' }, '140105'),
    fixed(
      rng,
      2,
      { kind: 'whole', enterpriseId: 'E03', vehicleLengths: ['13.0', '17.5'] },
      '130202',
    ),
    fence,
    fixed(rng, 4, { ...bulk, enterpriseId: 'E05', needDelegation: true }, '370102'),
    fixed(rng, 5, { ...bulk, enterpriseId: 'E07', assignedTo: driverId }, '410105'),
    fixed(
      rng,
      6,
      { kind: 'whole', enterpriseId: 'E06', assignedTo: driverId, enterpriseOnly: true },
      '320106',
    ),
    fixed(
      rng,
      7,
      { ...bulk, enterpriseId: 'E01', totalQuantity: 500, remainingQuantity: 32 },
      '130104',
    ),
    fixed(rng, 8, { ...bulk, enterpriseId: 'E04' }, '140106'),
    fixed(rng, 9, {
      kind: 'whole',
      enterpriseId: 'E08',
      unsafeHtml: true,
      remark: '安全测试样例：本货源的协议预览含脚本与 onerror 属性，客户端须过滤',
    }),
    fixed(
      rng,
      10,
      { ...bulk, enterpriseId: 'E02', status: 'full', remainingQuantity: 0 },
      '140105',
    ),
    fixed(rng, 11, { kind: 'whole', enterpriseId: 'E03', status: 'closed' }, '130203'),
    fixed(rng, 12, { kind: 'whole', enterpriseId: 'E01', vehicleTypes: ['重型冷藏车'] }, '130105'),
  ];
}

/**
 * The sources of the seeded deals (deals.ts) that are not in the market: whole loads of the
 * deal's shipper, route, goods, quantity and price, published two hours before the deal was made
 * and taken by it (full). Drawn from their own generator, so the market does not move.
 */
function historySources(seed: number, known: ReadonlySet<string>): SourceRecord[] {
  const rng = rngFor(seed, 'supply-history');
  return DEALS.flatMap((d, i) => {
    if (known.has(d.sourceId)) return [];
    const e = ent(d.ent);
    const base = drawSource(rng, d.sourceId, MARKET_SIZE + i + 1, e, {
      kind: 'whole',
      status: 'full',
      origin: districtPath(d.from),
    });
    const origin = placeIn(districtPath(d.from), `工业大道${20 + i}号 ${e.yard}`, null);
    const destination = placeIn(districtPath(d.to), `物流园路${8 + i}号 物流园`, null);
    const goods = e.goods.find((g) => g.goodsName === d.goodsName);
    return [
      {
        ...base,
        ...(goods ? { goodsType: goods.goodsType, packing: goods.packing } : {}),
        origin,
        destination,
        distanceKm: roadKm(origin, destination),
        goodsName: d.goodsName,
        unit: 'ton' as const,
        totalQuantity: d.quantity,
        remainingQuantity: 0,
        minQuantity: d.quantity,
        unitPrice: d.unitPrice,
        wholeFreight: Math.round((d.quantity * d.unitPrice) / 100) * 100,
        publishMs: -d.ago - 2 * HOUR_MS,
        loadingStartMs: -d.ago + 2 * HOUR_MS,
        loadingEndMs: -d.ago + 26 * HOUR_MS,
        unloadingMs: -d.ago + 50 * HOUR_MS,
        enterpriseOnly: false,
        assignedTo: null,
        needFence: Boolean(d.fence),
        fenceRadiusM: d.fence ? 1000 : 0,
        needDelegation: false,
      },
    ];
  });
}

function creditCode(rng: Rng): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  return `91${rng.digits(6)}${Array.from({ length: 10 }, () => rng.pick([...chars])).join('')}`;
}

export function seedSupply({ seed, people }: SeedContext): SupplyTables {
  const rng = rngFor(seed, 'supply-market');
  const driverId =
    people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver)?.appUserId ?? null;
  const sources = fixedSources(rng, driverId);
  for (let n = sources.length + 1; n <= MARKET_SIZE; n += 1) {
    sources.push(drawSource(rng, sid(n), n, rng.pick(ENTERPRISES)));
  }
  // Two more generated sources are assigned to the certified driver (his 指派 list is not only fixed).
  for (const n of [50, 150])
    Object.assign(sources[n - 1]!, { assignedTo: driverId, status: 'open' });
  sources.push(...historySources(seed, new Set(sources.map((s) => s.id))));
  const enterprises: EnterpriseRecord[] = ENTERPRISES.map((e) => ({
    id: e.id,
    name: e.name,
    creditCode: creditCode(rng),
    cityName: e.cityName,
    shareCode: e.shareCode,
    logoText: e.logoText,
  }));
  return {
    sources,
    enterprises,
    // The seeded history (e-contract/seed-plan.ts) has his signed delegation for 山西晋煤运销 (E02).
    delegations: driverId ? { [driverId]: ['E02'] } : {},
    fencePasses: {},
    anchorMs: null,
    counters: { source: MARKET_SIZE, phone: 0 },
  };
}
