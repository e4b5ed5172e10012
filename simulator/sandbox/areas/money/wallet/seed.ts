/**
 * The seeded money history, consistent with the ledger's rules (the balance is the sum of the
 * entries; what is available is what is left of the settled incomes). The certified driver
 * 13800000002 has fixed figures (the stories and tests read them): his three done waybills
 * (WB0001–WB0003) and four older settled trips, two paid withdrawals, a rejected one that came
 * back, and one under review holding ¥500.00, leaving ¥12,864.50 available. Other certified
 * drivers have one settled trip worth their drawn balance. Drivers who are not certified have none.
 * Times are offsets before the anchor (ledger.ts).
 */
import { rngFor } from '../../../store/prng';
import { SEEDED_MOBILES } from '../../../store/catalog';
import type { SeedContext } from '../../slice';
import { districtPath } from '../../supply/market/places';
import { DEALS, dealFreight } from '../../supply/market/deals';
import type {
  ApplicationRecord,
  IncomeRecord,
  LedgerEntry,
  MoneyAccount,
  MoneyTables,
} from './types';
import { CERTIFIED_DRIVER_CARD } from '../bank-card/seed';
import { maskCardNo } from '@/lib/domain/bank-card';
import { settleFreight, settlementParts } from '@/lib/domain/settlement';
import { entryOfPart } from './ledger';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const CERTIFIED_DRIVER_MONEY: MoneyAccount = {
  balance: { availableBalance: 1_286_450, frozenBalance: 50_000 },
  thirtyDays: {
    settlementVehicleNumber: 3,
    driverThirtyDayAmount: 4_837_600,
    completedOrderCount: 126,
  },
};

const SEED_LIMITS = { minAmount: 100, singleLimit: 5_000_000, dailyLimit: 10_000_000 };

function cityPair(from: string, to: string): string {
  return `${districtPath(from).city.name} → ${districtPath(to).city.name}`;
}

interface Trip {
  waybillId: string;
  waybillNo: string;
  route: string;
  freight: number;
  ago: number;
}

/** The certified driver's settled trips, oldest first. */
function driverTrips(): Trip[] {
  const older: Trip[] = [
    {
      waybillId: 'WH0001',
      waybillNo: 'YD202600009001',
      route: '唐山市 → 天津市',
      freight: 1_215_000,
      ago: 92 * DAY,
    },
    {
      waybillId: 'WH0002',
      waybillNo: 'YD202600009002',
      route: '太原市 → 石家庄市',
      freight: 986_400,
      ago: 75 * DAY,
    },
    {
      waybillId: 'WH0003',
      waybillNo: 'YD202600009003',
      route: '济南市 → 青岛市',
      freight: 1_402_500,
      ago: 58 * DAY,
    },
    {
      waybillId: 'WH0004',
      waybillNo: 'YD202600009004',
      route: '郑州市 → 南京市',
      freight: 1_130_800,
      ago: 41 * DAY,
    },
  ];
  const done = DEALS.flatMap((d, i) =>
    d.who === 'driver' && d.status === 'done'
      ? [
          {
            waybillId: `WB${String(i + 1).padStart(4, '0')}`,
            waybillNo: `YD2026${String(i + 1).padStart(8, '0')}`,
            route: cityPair(d.from, d.to),
            freight: dealFreight(d),
            // settled two days after it was made (the receipt approved)
            ago: d.ago - 2 * DAY,
          },
        ]
      : [],
  );
  return [...older, ...done];
}

class History {
  entries: LedgerEntry[] = [];
  incomes: Record<string, IncomeRecord> = {};
  applications: ApplicationRecord[] = [];
  balance = 0;
  frozen = 0;
  constructor(
    private readonly appUserId: string,
    private readonly ids: { n: number },
  ) {}

  private id(prefix: string) {
    this.ids.n += 1;
    return `${prefix}${String(this.ids.n).padStart(6, '0')}`;
  }

  entry(e: Omit<LedgerEntry, 'id' | 'appUserId' | 'balanceAfter'>) {
    this.balance += e.direction === 1 ? e.amount : -e.amount;
    this.entries.push({
      ...e,
      id: this.id('R'),
      appUserId: this.appUserId,
      balanceAfter: this.balance,
    });
  }

  /** A trip settled as the ledger settles one (ledger.ts settleWaybill): its lines sum to the receivable. */
  settle(t: Trip) {
    const ref = { waybillId: t.waybillId, waybillNo: t.waybillNo, applicationId: null };
    const money = settleFreight(t.freight);
    for (const part of settlementParts(money)) {
      const e = entryOfPart(part, undefined);
      this.entry({ ...ref, ...e, remark: e.remark ?? null, atMs: -t.ago });
    }
    this.incomes[t.waybillId] = {
      waybillId: t.waybillId,
      waybillNo: t.waybillNo,
      appUserId: this.appUserId,
      route: t.route,
      settledAmount: money.receivable,
      remaining: money.receivable,
      settleMs: -t.ago,
    };
  }

  /** Takes `amount` from the oldest incomes; the state decides what happens next. */
  withdraw(
    amount: number,
    ago: number,
    state: ApplicationRecord['state'],
    rejectReason: string | null = null,
  ) {
    const waybills: ApplicationRecord['waybills'] = [];
    let left = amount;
    for (const income of Object.values(this.incomes)) {
      if (left === 0) break;
      const take = Math.min(left, income.remaining);
      if (take === 0) continue;
      income.remaining -= take;
      left -= take;
      waybills.push({ waybillId: income.waybillId, waybillNo: income.waybillNo, amount: take });
    }
    const id = this.id('W');
    const tail = CERTIFIED_DRIVER_CARD.cardNo.slice(-4);
    const applyMs = -ago;
    this.applications.push({
      id,
      applicationNo: `TX2026${String(this.applications.length + 1).padStart(8, '0')}`,
      appUserId: this.appUserId,
      amount,
      state,
      bankCardId: CERTIFIED_DRIVER_CARD.id,
      bankName: CERTIFIED_DRIVER_CARD.bankName,
      cardNoMasked: maskCardNo(CERTIFIED_DRIVER_CARD.cardNo),
      cardTail: tail,
      waybills,
      rejectReason,
      applyMs,
      approveMs: state === 'paid' || state === 'approved' ? applyMs + 3 * HOUR : null,
      payMs: state === 'paid' ? applyMs + 26 * HOUR : null,
      rejectMs: state === 'rejected' ? applyMs + 5 * HOUR : null,
    });
    const title = `提现至${CERTIFIED_DRIVER_CARD.bankName}(尾号${tail})`;
    this.entry({
      direction: 2,
      kind: 'withdraw',
      title,
      amount,
      waybillId: null,
      waybillNo: null,
      applicationId: id,
      remark: null,
      atMs: applyMs,
    });
    if (state === 'rejected') {
      for (const w of waybills) this.incomes[w.waybillId]!.remaining += w.amount;
      this.entry({
        direction: 1,
        kind: 'withdrawReturn',
        title: '提现退回',
        amount,
        waybillId: null,
        waybillNo: null,
        applicationId: id,
        remark: rejectReason,
        atMs: applyMs + 5 * HOUR,
      });
    } else if (state === 'applied' || state === 'approved') {
      this.frozen += amount;
    }
  }
}

function certifiedDriverHistory(appUserId: string, ids: { n: number }): History {
  const h = new History(appUserId, ids);
  const [t1, t2, t3, t4, ...recent] = driverTrips();
  const net = (t: Trip) => settleFreight(t.freight).receivable;
  const total = [t1!, t2!, t3!, t4!, ...recent].reduce((sum, t) => sum + net(t), 0);
  const target = CERTIFIED_DRIVER_MONEY.balance;
  const firstPaid = 1_500_000;
  // What is left beyond the seeded balance and the ¥500.00 under review was paid out 9 days ago.
  const secondPaid = total - firstPaid - target.availableBalance - target.frozenBalance;
  h.settle(t1!);
  h.settle(t2!);
  h.withdraw(firstPaid, 70 * DAY, 'paid');
  h.settle(t3!);
  h.withdraw(200_000, 50 * DAY, 'rejected', '银行卡户名与实名信息不一致');
  h.settle(t4!);
  for (const t of recent.filter((t) => t.ago > 9 * DAY)) h.settle(t);
  h.withdraw(secondPaid, 9 * DAY, 'paid');
  for (const t of recent.filter((t) => t.ago <= 9 * DAY)) h.settle(t);
  h.withdraw(target.frozenBalance, 2 * DAY, 'applied');
  return h;
}

export function seedMoney({ seed, people }: SeedContext): MoneyTables {
  const rng = rngFor(seed, 'money');
  const tables: MoneyTables = {
    accounts: {},
    entries: [],
    incomes: {},
    applications: [],
    receiptPayments: {},
    limits: { ...SEED_LIMITS },
    counter: 0,
    anchorMs: null,
  };
  const ids = { n: 0 };
  const take = (h: History) => {
    tables.entries.push(...h.entries);
    Object.assign(tables.incomes, h.incomes);
    tables.applications.push(...h.applications);
  };
  for (const p of people) {
    if (p.identity?.certificationStatus !== 1) continue;
    if (p.mobile === SEEDED_MOBILES.certifiedDriver) {
      take(certifiedDriverHistory(p.appUserId, ids));
      tables.accounts[p.appUserId] = structuredClone(CERTIFIED_DRIVER_MONEY);
      continue;
    }
    const h = new History(p.appUserId, ids);
    const freight = rng.int(1, 60_000) * 100 + rng.int(0, 99);
    h.settle({
      waybillId: `WH${p.appUserId.slice(-6)}`,
      waybillNo: `YD2026${String(rng.int(10_000_000, 99_999_999))}`,
      route: '石家庄市 → 天津市',
      freight,
      ago: rng.int(3, 60) * DAY,
    });
    take(h);
    tables.accounts[p.appUserId] = {
      balance: { availableBalance: h.balance, frozenBalance: 0 },
      thirtyDays: {
        settlementVehicleNumber: Math.max(1, p.cars.length),
        driverThirtyDayAmount: freight,
        completedOrderCount: rng.int(5, 400),
      },
    };
  }
  tables.counter = ids.n;
  return tables;
}
