/** The money ledger: the seeded history adds up, a done waybill settles once, the records routes. */
import { describe, expect, it } from 'vitest';
import { money } from '@/lib/contract/money/wallet';
import { receiptPayment } from '@/lib/contract/money/receipt-payment';
import { serviceFeeOf, settleFreight } from '@/lib/domain/settlement';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { ledger, settleWaybill } from '@sim/sandbox/areas/money/wallet/ledger';
import { CERTIFIED_DRIVER_MONEY } from '@sim/sandbox/areas/money/wallet/seed';
import { createSandbox } from '@sim/sandbox/sandbox';
import { Db } from '@sim/sandbox/store/db';
import { seedState } from '@sim/sandbox/store/seed';
import { call, control } from '../../helpers';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';
const PHOTO = {
  url: '/__sandbox/files/F1.png',
  watermarkUrl: '/__sandbox/files/F1-wm.png',
  takenAt: '2026-11-22 09:00:00',
};

function setup(mobile = CERTIFIED) {
  let now = START;
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
  const login = sb.control.quickLogin(mobile);
  const ask = async <E extends Parameters<typeof call>[1]>(
    ep: E,
    body: Parameters<typeof call<E>>[2],
  ) => (await call(sb, ep, body, login.at)).body;
  return { sb, at: login.at, ask, tick: (ms: number) => (now += ms) };
}

describe('seeded money history', () => {
  const db = new Db(seedState(7), () => START);
  const t = ledger(db);

  it('adds up for every driver: entries, incomes and withdrawals under review', () => {
    const owners = Object.keys(t.accounts);
    expect(owners.length).toBeGreaterThan(1);
    for (const id of owners) {
      const { availableBalance, frozenBalance } = t.accounts[id]!.balance;
      const entries = t.entries.filter((e) => e.appUserId === id).sort((a, b) => a.atMs - b.atMs);
      expect(entries.at(-1)!.balanceAfter).toBe(availableBalance);
      const signed = entries.reduce((n, e) => n + (e.direction === 1 ? e.amount : -e.amount), 0);
      expect(signed).toBe(availableBalance);
      const remaining = Object.values(t.incomes)
        .filter((i) => i.appUserId === id)
        .reduce((n, i) => n + i.remaining, 0);
      expect(remaining).toBe(availableBalance);
      const held = t.applications
        .filter((a) => a.appUserId === id && (a.state === 'applied' || a.state === 'approved'))
        .reduce((n, a) => n + a.amount, 0);
      expect(held).toBe(frozenBalance);
    }
  });

  it('gives the certified driver ¥12,864.50 available and ¥500.00 frozen', () => {
    const balances = Object.values(t.accounts).map((a) => a.balance);
    expect(balances).toContainEqual(CERTIFIED_DRIVER_MONEY.balance);
  });

  it('settles a waybill once', () => {
    const fresh = new Db(seedState(7), () => START);
    const [id] = Object.keys(ledger(fresh).accounts);
    const before = ledger(fresh).accounts[id!]!.balance.availableBalance;
    const s = {
      appUserId: id!,
      waybillId: 'WX1',
      waybillNo: 'YDX1',
      route: 'A → B',
      money: settleFreight(1_000_000),
    };
    expect(settleWaybill(fresh, s)).toMatchObject({ settledAmount: 990_000 });
    expect(settleWaybill(fresh, s)).toBeNull();
    expect(ledger(fresh).accounts[id!]!.balance.availableBalance).toBe(before + 990_000);
  });
});

describe('driverRecord routes', () => {
  it('lists records newest first with their balance after, filtered by direction and month', async () => {
    const s = setup();
    const all = (await s.ask(money.recordPage, { pageIndex: 1, pageSize: 100 })).data;
    expect(all.total).toBe(all.records.length);
    const times = all.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.records[0]).toMatchObject({
      kind: 'withdraw',
      direction: 2,
      amount: 50_000,
      balanceAfter: CERTIFIED_DRIVER_MONEY.balance.availableBalance,
      createTime: '2026-11-20 09:00:00',
    });
    const incomes = (await s.ask(money.recordPage, { pageIndex: 1, pageSize: 100, direction: 1 }))
      .data.records;
    expect(incomes.length).toBeGreaterThan(0);
    expect(incomes.every((r) => r.direction === 1)).toBe(true);
    const november = (
      await s.ask(money.recordPage, { pageIndex: 1, pageSize: 100, month: '2026-11' })
    ).data.records;
    expect(november.every((r) => r.createTime.startsWith('2026-11'))).toBe(true);
    const fees = (await s.ask(money.recordPage, { pageIndex: 1, pageSize: 100, kind: 'infoFee' }))
      .data.records;
    expect(fees.every((r) => r.title === '信息费')).toBe(true);
  });

  it('links a record to its waybill only when the waybill exists', async () => {
    const s = setup();
    const rows = (await s.ask(money.recordPage, { pageIndex: 1, pageSize: 100, kind: 'freight' }))
      .data.records;
    const linked = rows.filter((r) => r.waybillId !== null).map((r) => r.waybillId);
    expect(linked).toEqual(['WB0003', 'WB0002', 'WB0001']);
    expect(rows.filter((r) => r.waybillId === null).every((r) => r.waybillNo)).toBe(true);
  });

  it('totals the filter and counts per month, newest month first', async () => {
    const s = setup();
    const all = (await s.ask(money.recordPage, { pageIndex: 1, pageSize: 100, month: '2026-11' }))
      .data.records;
    const sum = (d: 1 | 2) =>
      all.filter((r) => r.direction === d).reduce((n, r) => n + r.amount, 0);
    expect((await s.ask(money.recordSummary, { month: '2026-11' })).data).toEqual({
      income: sum(1),
      expense: sum(2),
      count: all.length,
    });
    const stats = (await s.ask(money.recordStatistics, { pageIndex: 1, pageSize: 20 })).data;
    expect(stats.records[0]).toEqual({
      month: '2026-11',
      income: sum(1),
      expense: sum(2),
      count: all.length,
    });
    const months = stats.records.map((r) => r.month);
    expect([...months].sort().reverse()).toEqual(months);
    expect(stats.records.reduce((n, r) => n + r.count, 0)).toBe(
      (await s.ask(money.recordSummary, {})).data.count,
    );
  });

  it('refuses a bad month in its words and gives a new driver nothing', async () => {
    const s = setup();
    const bad = await s.ask(money.recordPage, { pageIndex: 1, pageSize: 20, month: '2026-13' });
    expect(bad).toMatchObject({ success: false, msg: '月份格式不正确' });
    const n = setup('13800000001');
    expect((await n.ask(money.recordPage, { pageIndex: 1, pageSize: 20 })).data).toEqual({
      records: [],
      total: 0,
    });
    expect((await n.ask(money.recordSummary, {})).data).toEqual({
      income: 0,
      expense: 0,
      count: 0,
    });
  });
});

describe('settlement and receipt payment', () => {
  it('a receipt approved credits 运费收入 and takes 信息费 once; the payment reads settled', async () => {
    const s = setup();
    const early = await s.ask(receiptPayment.receiptApply, { waybillId: 'WB0007' });
    expect(early).toMatchObject({ success: false, msg: '回单尚未提交，暂不能申请结算' });
    await s.ask(waybillTrip.uploadReceipt, { id: 'WB0008', photos: [PHOTO] });
    const view = s.sb.control.trip.waybills().find((w) => w.id === 'WB0008')!;
    const { total, payable } = view.freightDetail;
    const fee = serviceFeeOf(total);
    expect(payable).toBe(total - fee);
    expect(view.freight).toBe(payable);
    const applied = (await s.ask(receiptPayment.receiptApply, { waybillId: 'WB0008' })).data;
    expect(applied).toEqual({
      waybillId: 'WB0008',
      state: 'applied',
      amount: payable,
      applyTime: '2026-11-22 09:00:00',
    });
    s.tick(60_000);
    expect((await s.ask(receiptPayment.receiptApply, { waybillId: 'WB0008' })).data).toEqual(
      applied,
    );
    s.sb.control.trip.approveReceipt('WB0008');
    const balance = (await s.ask(money.getBalanceByDriver, {})).data;
    expect(balance.availableBalance).toBe(
      CERTIFIED_DRIVER_MONEY.balance.availableBalance + payable,
    );
    const [feeRow, freightRow] = (await s.ask(money.recordPage, { pageIndex: 1, pageSize: 2 })).data
      .records;
    expect(freightRow).toMatchObject({ title: '运费收入', amount: total, waybillId: 'WB0008' });
    expect(feeRow).toMatchObject({
      title: '信息费',
      amount: fee,
      balanceAfter: balance.availableBalance,
    });
    expect((await s.ask(receiptPayment.receiptApply, { waybillId: 'WB0008' })).data.state).toBe(
      'settled',
    );
    const again = await control(s.sb, 'POST', 'trip/approve-receipt', { id: 'WB0008' });
    expect(again.status).toBe(409);
    expect((await s.ask(money.getBalanceByDriver, {})).data).toEqual(balance);
  });

  it('an income entrusted to the captain is settled to him as 委托收入, not to the driver', async () => {
    const s = setup();
    const captain = s.sb.control.quickLogin('13800000003');
    const captainBalance = async () =>
      (await call(s.sb, money.getBalanceByDriver, {}, captain.at)).body.data.availableBalance;
    const before = await captainBalance();
    // WT0004, pending on WB0008, is confirmed by the platform before the receipt is approved.
    expect((await control(s.sb, 'POST', 'entrust/confirm', { id: 'WT0004' })).status).toBe(200);
    await s.ask(waybillTrip.uploadReceipt, { id: 'WB0008', photos: [PHOTO] });
    s.sb.control.trip.approveReceipt('WB0008');
    const { total, payable } = s.sb.control.trip
      .waybills()
      .find((w) => w.id === 'WB0008')!.freightDetail;
    expect(await captainBalance()).toBe(before + payable);
    expect((await s.ask(money.getBalanceByDriver, {})).data.availableBalance).toBe(
      CERTIFIED_DRIVER_MONEY.balance.availableBalance,
    );
    const page = await call(s.sb, money.recordPage, { pageIndex: 1, pageSize: 2 }, captain.at);
    expect(page.body.data.records[1]).toMatchObject({
      kind: 'entrustIn',
      title: '委托收入',
      amount: total,
      // Not his waybill: named, not linked.
      waybillId: null,
      waybillNo: s.sb.control.trip.waybills().find((w) => w.id === 'WB0008')!.waybillNo,
    });
  });

  it('refuses another driver’s waybill', async () => {
    const s = setup('13800000003');
    const other = await s.ask(receiptPayment.receiptApply, { waybillId: 'WB0001' });
    expect(other).toMatchObject({ success: false, msg: '运单不存在' });
  });
});
