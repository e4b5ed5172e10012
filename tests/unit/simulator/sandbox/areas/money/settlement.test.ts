/**
 * One ledger truth: the lines a waybill's settlement writes sum to the receivable the driver was
 * shown (freight detail, contract, withdrawable income), seeded history and a new settlement alike.
 */
import { describe, expect, it } from 'vitest';
import { eContract } from '@/lib/contract/supply/e-contract';
import { money } from '@/lib/contract/money/wallet';
import { waybillTrip } from '@/lib/contract/waybill/trip';
import { withdraw } from '@/lib/contract/money/withdraw';
import { fenToYuan } from '@/lib/domain/money';
import { settleFreight } from '@/lib/domain/settlement';
import { ledger } from '@sim/sandbox/areas/money/wallet/ledger';
import { settleDoneWaybill } from '@sim/sandbox/areas/money/wallet/settle';
import { settlementOf, waybillView } from '@sim/sandbox/areas/waybill/waybills/records';
import { detailView } from '@sim/sandbox/areas/waybill/waybills/trip-view';
import { waybillArea } from '@sim/sandbox/areas/waybill/waybills/types';
import { Db } from '@sim/sandbox/store/db';
import { createSandbox } from '@sim/sandbox/sandbox';
import { seedState } from '@sim/sandbox/store/seed';
import { call } from '../../helpers';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const PHOTO = {
  url: '/__sandbox/files/F1.png',
  watermarkUrl: '/__sandbox/files/F1-wm.png',
  takenAt: '2026-11-22 09:00:00',
};

function world() {
  const db = new Db(seedState(7), () => START);
  const t = ledger(db);
  const waybill = (id: string) => db.area(waybillArea).waybills.find((w) => w.id === id)!;
  const linesOf = (waybillId: string) =>
    t.entries
      .filter((e) => e.waybillId === waybillId)
      .map((e) => ({ title: e.title, signed: e.direction === 1 ? e.amount : -e.amount }));
  const sum = (lines: { signed: number }[]) => lines.reduce((n, l) => n + l.signed, 0);
  return { db, t, waybill, linesOf, sum };
}

describe('a waybill settled', () => {
  it('writes 运费收入 and 信息费 once, summing to the receivable its detail shows', () => {
    const { db, t, waybill, linesOf, sum } = world();
    const w = waybill('WB0008');
    w.status = 'done';
    const detail = detailView(db, w).freightDetail;
    settleDoneWaybill(db, w);
    const lines = linesOf('WB0008');
    expect(lines).toEqual([
      { title: '运费收入', signed: detail.total },
      { title: '信息费', signed: -detail.deductions[0]!.amount },
    ]);
    expect(detail.deductions).toEqual([
      { name: '信息服务费', amount: settleFreight(detail.total).serviceFee },
    ]);
    expect(sum(lines)).toBe(detail.payable);
    expect(t.incomes.WB0008).toMatchObject({
      settledAmount: detail.payable,
      remaining: detail.payable,
    });
    expect(waybillView(db, w).freight).toBe(detail.payable);
  });

  it('takes a fuel deduction as its own line, still summing to the receivable', () => {
    const { db, t, waybill, linesOf, sum } = world();
    const w = waybill('WB0008');
    w.status = 'done';
    w.deductions = [{ name: '油费抵扣', amount: 80_000 }];
    const money = settlementOf(w);
    settleDoneWaybill(db, w);
    const lines = linesOf('WB0008');
    expect(lines).toEqual([
      { title: '运费收入', signed: money.freight },
      { title: '信息费', signed: -money.serviceFee },
      { title: '油费抵扣', signed: -80_000 },
    ]);
    expect(sum(lines)).toBe(money.receivable);
    expect(money.receivable).toBe(money.freight - money.serviceFee - 80_000);
    expect(detailView(db, w).freightDetail.deductions.map((d) => d.name)).toEqual([
      '信息服务费',
      '油费抵扣',
    ]);
    expect(t.incomes.WB0008!.settledAmount).toBe(money.receivable);
    expect(t.entries.at(-1)).toMatchObject({ kind: 'deduction', direction: 2 });
  });

  it('settles the seeded history by the same rule: each income is its lines’ sum, the fee taken once', () => {
    const { db, t, waybill, linesOf, sum } = world();
    const incomes = Object.values(t.incomes);
    expect(incomes.length).toBeGreaterThan(3);
    for (const income of incomes) {
      const lines = linesOf(income.waybillId).filter((l) => l.title !== '提现');
      expect(sum(lines)).toBe(income.settledAmount);
      expect(lines.filter((l) => l.title === '信息费')).toHaveLength(1);
      const credit = lines.find((l) => l.signed > 0)!.signed;
      expect(income.settledAmount).toBe(settleFreight(credit).receivable);
    }
    // The certified driver's done waybills: the wallet, the withdrawal and the detail agree.
    for (const id of ['WB0001', 'WB0002', 'WB0003']) {
      const w = waybill(id);
      const detail = detailView(db, w).freightDetail;
      expect(t.incomes[id]!.settledAmount).toBe(detail.payable);
      expect(linesOf(id)).toEqual([
        { title: '运费收入', signed: detail.total },
        { title: '信息费', signed: -detail.deductions[0]!.amount },
      ]);
    }
    expect(detailView(db, waybill('WB0003')).freightDetail).toEqual({
      unitPrice: 14_200,
      total: 468_600,
      deductions: [{ name: '信息服务费', amount: 4_686 }],
      payable: 463_914,
    });
  });
});

describe('a fuel deduction set by the shipper', () => {
  it('shows on the freight detail and contract, is taken once at settlement, and the withdrawal offers the rest', async () => {
    let now = START;
    const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
    const login = sb.control.quickLogin('13800000002');
    const view = sb.control.trip.setDeduction('WB0008', '油费抵扣', 80_000);
    const { total, deductions, payable } = view.freightDetail;
    const fee = settleFreight(total).serviceFee;
    expect(deductions).toEqual([
      { name: '信息服务费', amount: fee },
      { name: '油费抵扣', amount: 80_000 },
    ]);
    expect(payable).toBe(total - fee - 80_000);
    expect(view.freight).toBe(payable);

    const contract = (
      await call(sb, eContract.checkAndCreateContractContentKJ, { waybillId: 'WB0008' }, login.at)
    ).body.data;
    expect(contract.html).toContain(`<th>油费抵扣</th><td>${fenToYuan(80_000)}元</td>`);
    expect(contract.html).toContain(`<th>司机应收</th><td>${fenToYuan(payable)}元</td>`);

    await call(sb, waybillTrip.uploadReceipt, { id: 'WB0008', photos: [PHOTO] }, login.at);
    now += 60_000;
    sb.control.trip.approveReceipt('WB0008');
    expect(() => sb.control.trip.setDeduction('WB0008', '油费抵扣', 1)).toThrow(
      '运单已完成或已取消，不能调整扣款',
    );
    const records = (
      await call(sb, money.recordPage, { pageIndex: 1, pageSize: 3 }, login.at)
    ).body.data.records.filter((r) => r.waybillId === 'WB0008');
    expect(records.map((r) => [r.kind, r.title, r.direction, r.amount])).toEqual([
      ['deduction', '油费抵扣', 2, 80_000],
      ['infoFee', '信息费', 2, fee],
      ['freight', '运费收入', 1, total],
    ]);
    const offered = (
      await call(sb, withdraw.listWithdrawable, { pageIndex: 1, pageSize: 20 }, login.at)
    ).body.data.records.find((i) => i.waybillId === 'WB0008');
    expect(offered).toMatchObject({ settledAmount: payable, remaining: payable });
  });
});
