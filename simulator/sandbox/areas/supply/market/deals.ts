/** The seeded waybills' plan (e-contract/seed-plan.ts): whose, which vehicle, state, age, shipper, route, goods. */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Deal {
  who: 'driver' | 'captain';
  car: number;
  status: WaybillStatus;
  ago: number;
  ent: string;
  from: string;
  to: string;
  goodsName: string;
  quantity: number;
  unitPrice: number;
  sourceId: string;
  /** Fen: an insurance premium to pay before departure. */
  premium?: number;
  /** Electronic fences (1 km) at the loading and unloading points. */
  fence?: boolean;
}

export const DEALS: readonly Deal[] = [
  {
    who: 'driver',
    car: 0,
    status: 'done',
    ago: 20 * DAY,
    ent: 'E02',
    from: '140105',
    to: '130102',
    goodsName: '动力煤',
    quantity: 32.5,
    unitPrice: 11_000,
    sourceId: 'S0010',
  },
  {
    who: 'driver',
    car: 0,
    status: 'done',
    ago: 12 * DAY,
    ent: 'E03',
    from: '130202',
    to: '370102',
    goodsName: '螺纹钢',
    quantity: 31,
    unitPrice: 17_500,
    sourceId: 'S0011',
  },
  {
    who: 'driver',
    car: 0,
    status: 'done',
    ago: 5 * DAY,
    ent: 'E05',
    from: '370103',
    to: '370211',
    goodsName: '玉米',
    quantity: 33,
    unitPrice: 14_200,
    sourceId: 'S9003',
  },
  {
    who: 'driver',
    car: 0,
    status: 'cancelled',
    ago: 3 * DAY,
    ent: 'E07',
    from: '410105',
    to: '320106',
    goodsName: '复合肥',
    quantity: 30,
    unitPrice: 28_600,
    sourceId: 'S9004',
  },
  {
    who: 'driver',
    car: 1,
    status: 'toLoad',
    ago: HOUR,
    ent: 'E06',
    from: '320106',
    to: '320508',
    goodsName: '袋装水泥',
    quantity: 32,
    unitPrice: 9_800,
    sourceId: 'S9005',
    premium: 12_000,
    fence: true,
  },
  {
    who: 'captain',
    car: 1,
    status: 'inTransit',
    ago: 6 * HOUR,
    ent: 'E03',
    from: '130203',
    to: '410102',
    goodsName: '热轧卷板',
    quantity: 33.2,
    unitPrice: 30_500,
    sourceId: 'S9006',
  },
  {
    // On his third vehicle: a truck carries one load at a time, so it is not the truck of his
    // toLoad WB0005; his default vehicle stays free for the supply stories and journeys.
    who: 'driver',
    car: 2,
    status: 'inTransit',
    ago: 8 * HOUR,
    ent: 'E02',
    from: '140106',
    to: '130104',
    goodsName: '冶金焦',
    quantity: 31.8,
    unitPrice: 16_800,
    sourceId: 'S9007',
    fence: true,
  },
  {
    who: 'driver',
    car: 0,
    status: 'toReceipt',
    ago: 2 * DAY,
    ent: 'E03',
    from: '130203',
    to: '370103',
    goodsName: '冷轧卷',
    quantity: 30.6,
    unitPrice: 21_000,
    sourceId: 'S9008',
  },
];

/** Fen: a seeded deal's agreed freight (运费总额), quantity × unit price to the fen. */
export function dealFreight(d: Deal): number {
  return Math.round(d.quantity * d.unitPrice);
}
