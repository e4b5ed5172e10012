/** Fuel: seeded cards that add up, stations by distance, sign-in, orders and their refusals, the pump's side. */
import { describe, expect, it } from 'vitest';
import type { Endpoint, ReqOf } from '@/lib/contract/endpoint';
import { fuel as api, type FuelOrderPush } from '@/lib/contract/fuel/station';
import { fuelCard } from '@/lib/contract/fuel/balance';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call } from '../../helpers';
import { AT_ST0001, encryptFor, orderInput } from '../../samples/fuel/card';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';

function setup() {
  let now = START;
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
  const login = sb.control.quickLogin(CERTIFIED);
  const ctx = { sb, at: login.at, rt: login.rt, mobile: CERTIFIED };
  const send = <E extends Endpoint<unknown, unknown>>(
    ep: E,
    payload: ReqOf<E>,
    headers?: Record<string, string>,
  ) => call(sb, ep, payload, login.at, headers);
  const refused = async <E extends Endpoint<unknown, unknown>>(ep: E, payload: ReqOf<E>) => {
    const r = await send(ep, payload);
    expect(r.body.success, r.body.msg).toBe(false);
    return r.body.msg;
  };
  const balance = async () => (await send(fuelCard.getOilCardBalance, {})).body.data;
  const tick = (ms: number) => (now += ms);
  return { sb, ctx, send, refused, balance, tick };
}

describe('seeded fuel cards', () => {
  it('every card’s bills add up to its balance, in time order', async () => {
    const s = setup();
    expect(await s.balance()).toEqual({ oilLeftPrice: 32_050, gasLeftPrice: 158_800 });
    for (const oilType of ['old', 'new'] as const) {
      const bills = (
        await s.send(api.gdOliBillReportList, { oilType, pageIndex: 1, pageSize: 100 })
      ).body.data.records.reverse();
      let running = 0;
      for (const b of bills) {
        running += b.amount;
        expect(b.balanceAfter).toBe(running);
      }
      expect(running).toBe(oilType === 'old' ? 32_050 : 158_800);
      expect(bills.map((b) => b.kind)).toContain('refund');
    }
  });

  it('has one order waiting at the pump on the new card, and totals without refunds', async () => {
    const s = setup();
    const orders = (
      await s.send(api.gdOliOrderReportList, { oilType: 'new', pageIndex: 1, pageSize: 20 })
    ).body.data.records;
    expect(orders.filter((o) => o.state === 'paid')).toHaveLength(1);
    const totals = (await s.send(api.gdOliOrderNumPrice, { oilType: 'new' })).body.data;
    const kept = orders.filter((o) => o.state !== 'refunded');
    expect(totals.orderCount).toBe(kept.length);
    expect(totals.totalPrice).toBe(kept.reduce((sum, o) => sum + o.totalPrice, 0));
  });
});

describe('an order read by its number', () => {
  it("answers another driver's order as notYours and an unknown one as notFound, for the detail and its bills", async () => {
    const s = setup();
    const foreign = s.sb.control.fuel.driver('13800000003').orders[0]!;
    for (const ep of [api.gdOliOrderReportDetail, api.gdOliOrderBillList]) {
      const theirs = await s.send(ep, { orderNo: foreign.orderNo });
      expect(theirs.body).toMatchObject({ success: false, state: 403001, msg: '该订单不属于您' });
      const none = await s.send(ep, { orderNo: 'JY99999999' });
      expect(none.body).toMatchObject({ success: false, state: 404001, msg: '订单不存在' });
    }
  });
});

describe('stations', () => {
  it('lists the card’s stations nearest first from the given position', async () => {
    const s = setup();
    const page = (
      await s.send(api.listPage, { oilType: 'old', pageIndex: 1, pageSize: 20, ...AT_ST0001 })
    ).body.data;
    expect(page.records[0]!.id).toBe('ST0001');
    expect(page.records.every((x) => x.oilTypes.includes('old'))).toBe(true);
    const km = page.records.map((x) => x.distanceKm!);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(page.records.some((x) => x.id === 'ST0002')).toBe(false);
  });

  it('prices change with the day and the card price is below the pump price', async () => {
    const s = setup();
    const today = (await s.send(api.getOilPrice, { stationId: 'ST0001' })).body.data;
    expect(today.prices.every((p) => p.cardPrice < p.listPrice)).toBe(true);
    expect(await s.refused(api.getOilPriceOld, { stationId: 'ST0002' })).toBe('该油站不支持此油卡');
    s.tick(86_400_000);
    const at = s.sb.control.quickLogin(CERTIFIED).at;
    const tomorrow = (await call(s.sb, api.getOilPrice, { stationId: 'ST0001' }, at)).body.data;
    expect(tomorrow.date).not.toBe(today.date);
  });
});

describe('sign-in and orders', () => {
  it('refuses a sign-in far away, and an order before signing in', async () => {
    const s = setup();
    const input = await orderInput(s.ctx, 'new');
    expect(
      await s.refused(api.signIn, {
        stationId: 'ST0003',
        carNo: input.carNo,
        longitude: 116.397,
        latitude: 39.909,
      }),
    ).toBe('距离油站过远，请到站后签到');
    expect(await s.refused(api.gdOliOrderPush, { ...input, stationId: 'ST0003' })).toBe(
      '请先到站签到',
    );
  });

  it('debits the card once per idempotency key and leaves the order waiting at the pump', async () => {
    const s = setup();
    const input = await orderInput(s.ctx, 'new');
    const key = { 'Idempotency-Key': 'fuel-order-1' };
    const first = await s.send(api.gdOliOrderPush, input, key);
    expect(first.body.success, first.body.msg).toBe(true);
    const again = await s.send(api.gdOliOrderPush, input, key);
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect((await s.balance()).gasLeftPrice).toBe(158_800 - 20_000);
    const order = first.body.data;
    expect(order).toMatchObject({ state: 'paid', totalPrice: 20_000, stationId: 'ST0001' });
    expect(order.verifyCode).toMatch(/^\d{6}$/);

    s.sb.control.fuel.fuel(order.orderNo);
    const fuelled = await s.send(api.gdOliOrderReportDetail, { orderNo: order.orderNo });
    expect(fuelled.body.data.state).toBe('fuelled');
  });

  it('a refund puts the money back with a 退款 bill', async () => {
    const s = setup();
    const input = await orderInput(s.ctx, 'old');
    const order = (await s.send(api.gdOliOrderPushOld, input)).body.data;
    expect((await s.balance()).oilLeftPrice).toBe(12_050);
    s.sb.control.fuel.refund(order.orderNo, '油站停电');
    expect((await s.balance()).oilLeftPrice).toBe(32_050);
    const bills = (await s.send(api.gdOliOrderBillList, { orderNo: order.orderNo })).body.data;
    expect(bills.map((b) => [b.kind, b.amount])).toEqual([
      ['consume', -20_000],
      ['refund', 20_000],
    ]);
  });

  it('refuses in the platform’s words: price changed, too little on the card, wrong code, stale key', async () => {
    const s = setup();
    const input: FuelOrderPush = await orderInput(s.ctx, 'old');
    expect(
      await s.refused(api.gdOliOrderPushOld, { ...input, unitPrice: input.unitPrice + 1 }),
    ).toBe('油价已更新，请确认新价格后重新下单');
    expect(
      await s.refused(api.gdOliOrderPushOld, { ...input, amount: 50_000, totalPrice: 50_000 }),
    ).toBe('油卡余额不足');
    expect(await s.refused(api.gdOliOrderPushOld, { ...input, keyId: 'old-key' })).toBe(
      '支付密钥已失效，请重试',
    );
    expect(await s.refused(api.gdOliOrderPushOld, { ...input, amount: 500, totalPrice: 500 })).toBe(
      '单笔加油不能少于10元',
    );
    const key = (await s.send(api.getYptPubickKey, {})).body.data;
    const wrong = await encryptFor(key.publicKey, '000000');
    expect(await s.refused(api.gdOliOrderPushOld, { ...input, secret: wrong })).toBe('验证码错误');
    // The refusals above did not spend the code: the order it was sent for still goes through.
    expect((await s.send(api.gdOliOrderPushOld, input)).body.success).toBe(true);
    expect(await s.refused(api.gdOliOrderPushOld, input)).toBe('验证码错误');
  });

  it('a volume order is priced to the fen', async () => {
    const s = setup();
    const input = await orderInput(s.ctx, 'new');
    const total = Math.floor((12_050 * input.unitPrice + 50) / 100);
    const r = await s.send(api.gdOliOrderPush, {
      ...input,
      mode: 'litres',
      amount: undefined,
      litres: 120.5,
      totalPrice: total,
    });
    expect(r.body.success, r.body.msg).toBe(true);
    expect(r.body.data).toMatchObject({ litres: 120.5, totalPrice: total });
  });
});
