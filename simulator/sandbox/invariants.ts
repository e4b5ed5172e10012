/**
 * The facts every sandbox world must hold, whatever the seed, the scenario and the control
 * operations a tester ran: a world that could exist. One list, read by the property tests
 * (tests/unit/simulator/sandbox/world-invariants.test.ts) and by the simulator at run time
 * (`GET /__sandbox/invariants`, `sb.control.invariants()`) to warn a tester of an impossible world.
 *
 * - ids: every record's id (users, vehicles, plates, waybills, contracts, ledger lines, withdrawals,
 *   fuel bills and orders, sources, notices, bank cards) is unique;
 * - references: a waybill's driver, truck, contract, source and shipper exist and belong together;
 *   a contract's waybill is that waybill; a ledger line's driver exists;
 * - trucks: a truck has at most one waybill that holds it (待装货 or 运输中: TRUCK_BUSY_WAYBILL_STATUSES),
 *   so a driver's waybills in those states are on distinct trucks; the load fits the truck;
 * - vehicles: the rated load fits the vehicle's type (lib/domain/vehicle-class.ts); an approved
 *   vehicle has its photos; a certified driver has his ID card and licence photos;
 * - dates: nothing happened after the sandbox's now or before the driver registered (notices,
 *   vehicles, licences, waybills, contracts, ledger lines, withdrawals, fuel bills and orders, bank
 *   cards, blacklists, captain bindings, agreements);
 * - money: a balance is the sum of its ledger lines (each line's balanceAfter is the running sum),
 *   what is frozen is what the open withdrawals hold, a settled waybill's receivable (settlementOf:
 *   lib/domain/settlement.ts of its agreed freight) is what was settled and what its lines credited, what was withdrawn from it is what the withdrawals took, and nothing withdrawn exceeds
 *   what was credited; a fuel card's balance is the sum of its bills and never below 0.
 *
 * The check reads a copy of the state (anchoring seeded offsets in the copy as the first read
 * would), so it never changes the world it looks at.
 */
import type { WaybillStatus } from '@/lib/contract/waybill/waybills';
import { TRUCK_BUSY_WAYBILL_STATUSES } from '@/lib/domain/waybill-status';
import { loadFitsType, maxLoadKgOf } from '@/lib/domain/vehicle-class';
import { accountArea } from './areas/account/auth/types';
import { bankArea } from './areas/money/bank-card/types';
import { blacklistArea } from './areas/me/blacklist/types';
import { captainArea } from './areas/account/captain/types';
import { contractArea } from './areas/supply/e-contract/types';
import { fuelTables } from './areas/fuel/card/cards';
import { identityArea } from './areas/account/identity/types';
import { invoicingAgreementArea } from './areas/money/invoicing-agreement/types';
import { licenseArea } from './areas/account/license/types';
import { ledger } from './areas/money/wallet/ledger';
import { noticeArea } from './areas/me/messages/types';
import { market } from './areas/supply/market/clock';
import { vehicleArea } from './areas/account/vehicle/types';
import { settlementOf } from './areas/waybill/waybills/records';
import { waybillArea } from './areas/waybill/waybills/types';
import { wiredDb } from './areas/registry';
import type { Db } from './store/db';
import { formatDateTime, parseDateTime } from './store/time';
import type { SandboxState } from './store/types';

export interface Violation {
  /** Which fact is broken, e.g. `truck-one-load`. */
  rule: string;
  /** What breaks it, in words a tester can follow. */
  detail: string;
}

/** The rules, each with what it asks of the world. */
export const INVARIANTS = {
  'ids-unique': '每条记录的编号唯一',
  'refs-resolve': '运单的司机、车辆、合同、货源与货主都存在且相互对应',
  'truck-one-load': '一辆车同时最多一张待装货或运输中的运单',
  'driver-distinct-trucks': '司机进行中的运单用不同的车辆',
  'load-fits-truck': '运单的货量不超过车辆的核定载质量',
  'capacity-fits-type': '车辆的核定载质量符合其车型',
  'photos-present': '已审核的车辆与已认证的司机有证件照片',
  'dates-on-clock': '日期不晚于沙箱的现在，也不早于司机注册',
  'balance-is-ledger': '余额等于其流水之和',
  'frozen-is-withdrawals': '冻结金额等于审核中与待打款的提现之和',
  'income-is-credited': '运单的应收等于流水为它入账的金额',
  'withdrawn-le-credited': '提现不超过已入账的金额',
  'fuel-balance-is-bills': '油卡余额等于其账单之和且不为负',
} as const;

export type InvariantRule = keyof typeof INVARIANTS;

const BUSY: ReadonlySet<WaybillStatus> = TRUCK_BUSY_WAYBILL_STATUSES;

class Findings {
  readonly list: Violation[] = [];
  add(rule: InvariantRule, detail: string): void {
    this.list.push({ rule, detail });
  }
  unique(what: string, ids: Iterable<string>): void {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) this.add('ids-unique', `${what} ${id} 重复`);
      seen.add(id);
    }
  }
}

/** The world's now and each user's registration, for the date rule. */
class Clock {
  private readonly registered = new Map<string, number>();
  constructor(
    private readonly f: Findings,
    readonly now: number,
    users: readonly { appUserId: string; createTime: string }[],
  ) {
    for (const u of users) this.registered.set(u.appUserId, parseDateTime(u.createTime));
  }

  /** `ms` (or a `YYYY-MM-DD HH:mm:ss` text) is no later than now and no earlier than the registration. */
  check(appUserId: string, what: string, at: number | string | null | undefined): void {
    if (at === null || at === undefined) return;
    const ms = typeof at === 'number' ? at : parseDateTime(at);
    const shown = typeof at === 'number' ? formatDateTime(at) : at;
    if (!Number.isFinite(ms)) {
      this.f.add('dates-on-clock', `${what} 的日期 ${String(at)} 不是日期`);
      return;
    }
    if (ms > this.now)
      this.f.add('dates-on-clock', `${what} 在 ${shown}，晚于现在 ${formatDateTime(this.now)}`);
    const reg = this.registered.get(appUserId);
    if (reg !== undefined && ms < reg)
      this.f.add(
        'dates-on-clock',
        `${what} 在 ${shown}，早于司机 ${appUserId} 注册 ${formatDateTime(reg)}`,
      );
  }
}

function people(db: Db, f: Findings) {
  const { users } = db.area(accountArea);
  f.unique(
    '用户',
    users.map((u) => u.appUserId),
  );
  f.unique(
    '手机号',
    users.map((u) => u.mobile),
  );
  return users;
}

function vehicles(db: Db, f: Findings, clock: Clock) {
  const { cars, extras } = db.area(vehicleArea);
  const all = Object.entries(cars).flatMap(([owner, list]) => list.map((c) => ({ owner, c })));
  f.unique(
    '车辆',
    all.map(({ c }) => c.id),
  );
  f.unique(
    '车牌',
    all.map(({ c }) => c.carNo),
  );
  for (const { owner, c } of all) {
    if (!loadFitsType(c.vehicleType, c.loadWeight)) {
      const max = maxLoadKgOf(c.vehicleType);
      f.add(
        'capacity-fits-type',
        `${c.carNo} ${c.vehicleType} 核定载质量 ${c.loadWeight} kg` +
          (max === null ? '' : `，超过该车型上限 ${max} kg`),
      );
    }
    const extra = extras[c.id];
    if (c.approvalStatus === 20) {
      if (!c.drivingLicenseFrontUrl)
        f.add('photos-present', `已审核车辆 ${c.carNo} 没有行驶证照片`);
      if (!extra?.roadTransportUrl)
        f.add('photos-present', `已审核车辆 ${c.carNo} 没有道路运输证照片`);
    }
    clock.check(owner, `车辆 ${c.carNo} 提交`, extra?.submitTime);
  }
  return all;
}

function documents(db: Db, f: Findings, clock: Clock) {
  for (const [id, identity] of Object.entries(db.area(identityArea).identities)) {
    if (identity.certificationStatus === 1 && (!identity.idCardFrontUrl || !identity.idCardBackUrl))
      f.add('photos-present', `已认证司机 ${id} 没有身份证照片`);
  }
  for (const [id, licence] of Object.entries(db.area(licenseArea).licences)) {
    if (
      licence.approvalStatus === 20 &&
      (!licence.driverLicenseFrontUrl || !licence.driverLicenseBackUrl)
    )
      f.add('photos-present', `司机 ${id} 的驾驶证已审核但没有照片`);
    clock.check(id, `司机 ${id} 的驾驶证提交`, licence.createTime);
  }
  const notices = Object.entries(db.area(noticeArea).notices);
  f.unique(
    '消息',
    notices.flatMap(([, list]) => list.map((n) => n.id)),
  );
  for (const [id, list] of notices)
    for (const n of list) clock.check(id, `消息 ${n.id}`, n.createTime);
  for (const [id, list] of Object.entries(db.area(blacklistArea).records))
    for (const r of list) clock.check(id, `黑名单 ${r.id}`, r.createTime);
  for (const [id, b] of Object.entries(db.area(captainArea).bindings))
    clock.check(id, `司机 ${id} 绑定车队长`, b.bindTime);
  for (const [id, list] of Object.entries(db.area(invoicingAgreementArea).agreements)) {
    for (const a of list) {
      clock.check(id, `协议 ${a.id} 生成`, a.createTime);
      clock.check(id, `协议 ${a.id} 签署`, a.signTime);
    }
  }
  const { cards } = db.area(bankArea);
  f.unique(
    '银行卡',
    cards.map((c) => c.id),
  );
  for (const c of cards) clock.check(c.appUserId, `银行卡 ${c.id} 绑定`, c.bindMs);
}

function waybills(
  db: Db,
  f: Findings,
  clock: Clock,
  users: ReadonlySet<string>,
  cars: ReturnType<typeof vehicles>,
) {
  const supply = market(db);
  const list = db.area(waybillArea).waybills;
  const { contracts } = db.area(contractArea);
  f.unique(
    '运单',
    list.map((w) => w.id),
  );
  f.unique(
    '运单号',
    list.map((w) => w.waybillNo),
  );
  f.unique(
    '合同',
    contracts.map((c) => c.id),
  );
  f.unique(
    '合同号',
    contracts.map((c) => c.contractNo),
  );
  f.unique(
    '货源',
    supply.sources.map((s) => s.id),
  );
  const sources = new Set(supply.sources.map((s) => s.id));
  const enterprises = new Set(supply.enterprises.map((e) => e.id));
  const certified = db.area(identityArea).identities;

  const byTruck = new Map<string, string[]>();
  const byDriver = new Map<string, Map<string, string>>();
  for (const w of list) {
    const name = `运单 ${w.waybillNo}`;
    if (!users.has(w.appUserId)) f.add('refs-resolve', `${name} 的司机 ${w.appUserId} 不存在`);
    else if (certified[w.appUserId]?.certificationStatus !== 1)
      f.add('refs-resolve', `${name} 的司机 ${w.appUserId} 未认证`);
    if (!sources.has(w.sourceId)) f.add('refs-resolve', `${name} 的货源 ${w.sourceId} 不存在`);
    if (!enterprises.has(w.enterpriseId))
      f.add('refs-resolve', `${name} 的货主 ${w.enterpriseId} 不存在`);
    const contract = contracts.find((c) => c.id === w.contractId);
    if (!contract) f.add('refs-resolve', `${name} 的合同 ${w.contractId} 不存在`);
    else if (contract.waybillId !== w.id || contract.appUserId !== w.appUserId)
      f.add('refs-resolve', `${name} 的合同 ${contract.id} 属于另一张运单或另一位司机`);
    clock.check(w.appUserId, name, w.createMs);
    if (!BUSY.has(w.status)) continue;
    // A waybill that holds its truck: the truck is the driver's, is free of other loads, carries it.
    const car = cars.find(({ c }) => c.carNo === w.carNo);
    if (!car) f.add('refs-resolve', `${name} 的车辆 ${w.carNo} 不存在`);
    else if (car.owner !== w.appUserId)
      f.add('refs-resolve', `${name} 的车辆 ${w.carNo} 不是司机 ${w.appUserId} 的`);
    else if (w.unit === 'ton' && w.quantity * 1000 > car.c.loadWeight)
      f.add(
        'load-fits-truck',
        `${name} 装 ${w.quantity} 吨，车辆 ${w.carNo} 核定载质量 ${car.c.loadWeight} kg`,
      );
    byTruck.set(w.carNo, [...(byTruck.get(w.carNo) ?? []), w.waybillNo]);
    const trucks = byDriver.get(w.appUserId) ?? new Map<string, string>();
    const other = trucks.get(w.carNo);
    if (other)
      f.add(
        'driver-distinct-trucks',
        `司机 ${w.appUserId} 的 ${other} 与 ${w.waybillNo} 用同一辆车 ${w.carNo}`,
      );
    trucks.set(w.carNo, w.waybillNo);
    byDriver.set(w.appUserId, trucks);
  }
  for (const [carNo, nos] of byTruck)
    if (nos.length > 1)
      f.add(
        'truck-one-load',
        `车辆 ${carNo} 同时有 ${nos.length} 张进行中的运单：${nos.join('、')}`,
      );
  for (const c of contracts) {
    if (!users.has(c.appUserId)) f.add('refs-resolve', `合同 ${c.contractNo} 的司机不存在`);
    if (c.waybillId !== null && !list.some((w) => w.id === c.waybillId))
      f.add('refs-resolve', `合同 ${c.contractNo} 的运单 ${c.waybillId} 不存在`);
    clock.check(c.appUserId, `合同 ${c.contractNo}`, c.createMs);
    clock.check(c.appUserId, `合同 ${c.contractNo} 签署`, c.signedMs);
  }
}

function money(db: Db, f: Findings, clock: Clock, users: ReadonlySet<string>) {
  const t = ledger(db);
  f.unique(
    '流水',
    t.entries.map((e) => e.id),
  );
  f.unique(
    '提现',
    t.applications.map((a) => a.id),
  );
  const running = new Map<string, number>();
  for (const e of t.entries) {
    if (!users.has(e.appUserId)) f.add('refs-resolve', `流水 ${e.id} 的司机 ${e.appUserId} 不存在`);
    const sum = (running.get(e.appUserId) ?? 0) + (e.direction === 1 ? e.amount : -e.amount);
    running.set(e.appUserId, sum);
    if (e.balanceAfter !== sum)
      f.add('balance-is-ledger', `流水 ${e.id} 记余额 ${e.balanceAfter}，流水累计为 ${sum}`);
    clock.check(e.appUserId, `流水 ${e.id}`, e.atMs);
  }
  for (const [id, account] of Object.entries(t.accounts)) {
    const sum = running.get(id) ?? 0;
    if (account.balance.availableBalance !== sum)
      f.add(
        'balance-is-ledger',
        `司机 ${id} 余额 ${account.balance.availableBalance}，流水之和 ${sum}`,
      );
    const held = t.applications
      .filter((a) => a.appUserId === id && (a.state === 'applied' || a.state === 'approved'))
      .reduce((s, a) => s + a.amount, 0);
    if (account.balance.frozenBalance !== held)
      f.add(
        'frozen-is-withdrawals',
        `司机 ${id} 冻结 ${account.balance.frozenBalance}，提现中 ${held}`,
      );
  }
  for (const id of running.keys())
    if (!t.accounts[id]) f.add('balance-is-ledger', `司机 ${id} 有流水却没有账户`);

  const taken = new Map<string, number>();
  for (const a of t.applications) {
    const parts = a.waybills.reduce((s, w) => s + w.amount, 0);
    if (parts !== a.amount)
      f.add('withdrawn-le-credited', `提现 ${a.id} 金额 ${a.amount}，按运单合计 ${parts}`);
    if (a.state !== 'rejected')
      for (const w of a.waybills) taken.set(w.waybillId, (taken.get(w.waybillId) ?? 0) + w.amount);
    for (const [what, at] of [
      ['申请', a.applyMs],
      ['审核', a.approveMs],
      ['打款', a.payMs],
      ['驳回', a.rejectMs],
    ] as const)
      clock.check(a.appUserId, `提现 ${a.id} ${what}`, at);
  }
  const credited = new Map<string, number>();
  const waybills = db.area(waybillArea).waybills;
  for (const income of Object.values(t.incomes)) {
    // the one settlement calculation (lib/domain/settlement.ts) of the waybill's agreed freight
    const w = waybills.find((x) => x.id === income.waybillId);
    const receivable = w ? settlementOf(w).receivable : null;
    if (receivable !== null && income.settledAmount !== receivable)
      f.add(
        'income-is-credited',
        `运单 ${income.waybillNo} 应收 ${receivable}，结算入账 ${income.settledAmount}`,
      );
    const lines = t.entries
      .filter(
        (e) =>
          e.waybillId === income.waybillId &&
          e.appUserId === income.appUserId &&
          e.applicationId === null,
      )
      .reduce((s, e) => s + (e.direction === 1 ? e.amount : -e.amount), 0);
    if (lines !== income.settledAmount)
      f.add(
        'income-is-credited',
        `运单 ${income.waybillNo} 应收 ${income.settledAmount}，流水为它入账 ${lines}`,
      );
    const out = taken.get(income.waybillId) ?? 0;
    if (income.remaining < 0 || income.settledAmount - income.remaining !== out)
      f.add(
        'withdrawn-le-credited',
        `运单 ${income.waybillNo} 应收 ${income.settledAmount}、余 ${income.remaining}，提现已取 ${out}`,
      );
    credited.set(income.appUserId, (credited.get(income.appUserId) ?? 0) + income.settledAmount);
    clock.check(income.appUserId, `运单 ${income.waybillNo} 结算`, income.settleMs);
  }
  for (const [id, sum] of credited) {
    const out = t.applications
      .filter((a) => a.appUserId === id && a.state !== 'rejected')
      .reduce((s, a) => s + a.amount, 0);
    if (out > sum) f.add('withdrawn-le-credited', `司机 ${id} 提现 ${out}，入账只有 ${sum}`);
  }
}

function fuel(db: Db, f: Findings, clock: Clock) {
  const t = fuelTables(db);
  f.unique(
    '油卡账单',
    t.bills.map((b) => b.billNo),
  );
  f.unique(
    '加油订单',
    t.orders.map((o) => o.orderNo),
  );
  const running = new Map<string, number>();
  for (const b of t.bills) {
    const key = `${b.appUserId}:${b.oilType}`;
    const sum = (running.get(key) ?? 0) + b.amount;
    running.set(key, sum);
    if (b.balanceAfter !== sum || sum < 0)
      f.add(
        'fuel-balance-is-bills',
        `油卡账单 ${b.billNo} 记余额 ${b.balanceAfter}，账单累计 ${sum}`,
      );
    clock.check(b.appUserId, `油卡账单 ${b.billNo}`, b.atMs);
  }
  for (const [id, balance] of Object.entries(t.balances)) {
    const pairs = [
      ['old', balance.oilLeftPrice],
      ['new', balance.gasLeftPrice],
    ] as const;
    for (const [type, value] of pairs) {
      const sum = running.get(`${id}:${type}`) ?? 0;
      if (value !== sum || value < 0)
        f.add(
          'fuel-balance-is-bills',
          `司机 ${id} 的${type === 'old' ? '旧' : '新'}油卡余额 ${value}，账单之和 ${sum}`,
        );
    }
  }
  for (const o of t.orders) {
    clock.check(o.appUserId, `加油订单 ${o.orderNo}`, o.createMs);
    clock.check(o.appUserId, `加油订单 ${o.orderNo} 加油`, o.fuelMs);
    clock.check(o.appUserId, `加油订单 ${o.orderNo} 退款`, o.refundMs);
  }
}

/** Every broken fact of the world in `state` at the sandbox time `nowMs` (none: it could exist). */
export function worldViolations(state: SandboxState, nowMs: number): Violation[] {
  const copy = structuredClone(state);
  const db = wiredDb(copy, () => nowMs - copy.config.clockOffsetMs);
  const f = new Findings();
  const users = people(db, f);
  const ids = new Set(users.map((u) => u.appUserId));
  const clock = new Clock(f, nowMs, users);
  for (const u of users) clock.check(u.appUserId, `司机 ${u.mobile} 注册`, u.createTime);
  const cars = vehicles(db, f, clock);
  documents(db, f, clock);
  waybills(db, f, clock, ids, cars);
  money(db, f, clock, ids);
  fuel(db, f, clock);
  return f.list;
}
