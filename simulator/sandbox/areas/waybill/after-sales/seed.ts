/**
 * The certified driver 13800000002's after-sales history, on his seeded waybills (supply/market/deals.ts):
 * a complaint in each state, freight changes (one pending on his toReceipt waybill WB0008, one
 * agreed, one disagreed) and two return trips (one open, one expired). Times are offsets from the
 * anchor (records.ts); return-trip days are whole days from the anchor's day.
 */
import { SEEDED_MOBILES } from '../../../store/catalog';
import { DAY_MS } from '../../../store/time';
import type { SeedContext } from '../../slice';
import { seededDeals } from '../../supply/e-contract/seed-plan';
import type { WaybillRecord } from '../waybills/types';
import type { AfterSalesTables, ComplaintRecord, FreightChangeRecord } from './types';

const HOUR = 3_600_000;
const no = (prefix: string, n: number) => `${prefix}2026${String(n).padStart(8, '0')}`;
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, '0')}`;

function complaints(appUserId: string, phone: string): ComplaintRecord[] {
  const base = (n: number, waybillId: string, atMs: number) => ({
    id: id('TS', n),
    complaintNo: no('TS', n),
    appUserId,
    waybillId,
    photos: [],
    phone,
    createMs: atMs,
  });
  return [
    {
      ...base(1, 'WB0001', -18 * DAY_MS),
      type: '2',
      content: '卸货现场排队超过6小时，无人安排卸货，要求补偿等待费用。',
      state: 'resolved',
      reply: '已与货主核实，等待费200元将随运费一并结算，感谢您的反馈。',
      replyMs: -17 * DAY_MS,
      updateMs: -17 * DAY_MS,
    },
    {
      ...base(2, 'WB0002', -10 * DAY_MS),
      type: '1',
      content: '运费到账金额与运单不符，少了150元。',
      photos: ['/__sandbox/files/complaint-TS0002-1.jpg'],
      state: 'processing',
      reply: '已联系货主核实，预计3个工作日内答复。',
      replyMs: -9 * DAY_MS,
      updateMs: -9 * DAY_MS,
    },
    {
      ...base(3, 'WB0003', -20 * HOUR),
      type: '3',
      content: '装货地工作人员态度恶劣，要求司机额外搬运。',
      state: 'pending',
      reply: null,
      replyMs: null,
      updateMs: -20 * HOUR,
    },
  ];
}

function freightChanges(byId: (id: string) => WaybillRecord | undefined): FreightChangeRecord[] {
  const change = (
    n: number,
    w: WaybillRecord,
    oldFreight: number,
    newFreight: number,
    applyMs: number,
    rest: Pick<FreightChangeRecord, 'reason' | 'state' | 'disagreeReason' | 'handledMs'>,
  ): FreightChangeRecord => ({
    id: id('YF', n),
    changeNo: no('YF', n),
    waybillId: w.id,
    oldFreight,
    newFreight,
    appliedBy: `${w.shipperName} 调度员`,
    applyMs,
    ...rest,
  });
  const out: FreightChangeRecord[] = [];
  const disagreed = byId('WB0001');
  if (disagreed) {
    out.push(
      change(1, disagreed, disagreed.freightTotal, disagreed.freightTotal - 15_000, -19 * DAY_MS, {
        reason: '实际装货量不足，按比例扣减运费',
        state: 'disagreed',
        disagreeReason: '已按运单数量足额装货，不同意扣减',
        handledMs: -19 * DAY_MS + 2 * HOUR,
      }),
    );
  }
  const agreed = byId('WB0002');
  if (agreed) {
    out.push(
      change(2, agreed, agreed.freightTotal - 20_000, agreed.freightTotal, -11 * DAY_MS, {
        reason: '高速临时管制绕行，增加运费',
        state: 'agreed',
        disagreeReason: null,
        handledMs: -11 * DAY_MS + HOUR,
      }),
    );
  }
  const pending = byId('WB0008');
  if (pending) {
    out.push(
      change(3, pending, pending.freightTotal, pending.freightTotal + 30_000, -6 * HOUR, {
        reason: '卸货地变更，运距增加约25公里',
        state: 'pending',
        disagreeReason: null,
        handledMs: null,
      }),
    );
  }
  return out;
}

export function seedAfterSales(ctx: SeedContext): AfterSalesTables {
  const driver = ctx.people.find((p) => p.mobile === SEEDED_MOBILES.certifiedDriver);
  const { waybills } = seededDeals(ctx);
  const mine = driver ? waybills.filter((w) => w.appUserId === driver.appUserId) : [];
  const byId = (wid: string) => mine.find((w) => w.id === wid);
  const carNo = driver?.cars[0]?.carNo;
  const returnTrips =
    driver && carNo
      ? [
          {
            id: id('HC', 1),
            appUserId: driver.appUserId,
            fromCode: '130102',
            toCode: '140105',
            dateMs: -6 * DAY_MS,
            carNo,
            remark: '',
            createMs: -7 * DAY_MS,
          },
          {
            id: id('HC', 2),
            appUserId: driver.appUserId,
            fromCode: '370103',
            toCode: '140000',
            dateMs: 2 * DAY_MS,
            carNo,
            remark: '可接煤炭、焦炭，13米高栏',
            createMs: -3 * HOUR,
          },
        ]
      : [];
  const list = driver ? complaints(driver.appUserId, driver.mobile) : [];
  const changes = freightChanges(byId);
  return {
    complaints: list,
    freightChanges: changes,
    evaluations: [],
    returnTrips,
    abnormals: [],
    captainBills: [],
    captains: {},
    accounts: {},
    anchorMs: null,
    counters: {
      complaint: list.length,
      freightChange: changes.length,
      returnTrip: returnTrips.length,
      abnormal: 0,
      captainBill: 0,
    },
  };
}
