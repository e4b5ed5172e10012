/** Withdrawals: limits, the order of the checks with their messages, replays, the platform's side. */
import { describe, expect, it } from 'vitest';
import type { Endpoint, ReqOf } from '@/lib/contract/endpoint';
import { money } from '@/lib/contract/money/wallet';
import { sms } from '@/lib/contract/common/sms';
import { withdraw as api } from '@/lib/contract/money/withdraw';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call, control } from '../../helpers';

const START = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';

function setup() {
  let now = START;
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => now });
  const at = sb.control.quickLogin(CERTIFIED).at;
  const send = <E extends Endpoint<unknown, unknown>>(
    ep: E,
    payload: ReqOf<E>,
    headers?: Record<string, string>,
  ) => call(sb, ep, payload, at, headers);
  const refused = async <E extends Endpoint<unknown, unknown>>(ep: E, payload: ReqOf<E>) => {
    const r = await send(ep, payload);
    expect(r.body.success, r.body.msg).toBe(false);
    return r.body.msg;
  };
  const code = async () => {
    const r = await send(sms.sendSmByTemplate, { mobile: CERTIFIED, template: 'withdraw' });
    expect(r.body.success, r.body.msg).toBe(true);
    return sb.control.sms.latest(CERTIFIED, 'withdraw')!.code;
  };
  const incomes = async () =>
    (await send(api.listWithdrawable, { pageIndex: 1, pageSize: 50 })).body.data.records;
  const balance = async () => (await send(money.getBalanceByDriver, {})).body.data;
  const limit = async () => (await send(api.checkWithdrawLimit, {})).body.data;
  const tick = (ms: number) => (now += ms);
  return { sb, at, send, refused, code, incomes, balance, limit, tick };
}

describe('limits and withdrawable incomes', () => {
  it('reads the seeded limits, today’s use and the balance', async () => {
    const s = setup();
    expect(await s.limit()).toEqual({
      minAmount: 100,
      singleLimit: 5_000_000,
      dailyLimit: 10_000_000,
      dailyUsed: 0,
      availableBalance: 1_286_450,
      withdrawable: 1_286_450,
    });
  });

  it('lists incomes with something left, newest first, adding up to the balance and the frozen', async () => {
    const s = setup();
    const list = await s.incomes();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.remaining > 0)).toBe(true);
    const times = list.map((i) => i.settleTime);
    expect([...times].sort().reverse()).toEqual(times);
    const all = (
      await s.send(api.listWithdrawable, { pageIndex: 1, pageSize: 50, includeSpent: true })
    ).body.data;
    expect(all.total).toBeGreaterThan(list.length);
    expect(list.reduce((sum, i) => sum + i.remaining, 0)).toBe(1_286_450);
  });
});

describe('applying', () => {
  it('checks the code, the card, then the amount, in that order, in Chinese', async () => {
    const s = setup();
    const [first] = await s.incomes();
    const base = { waybillId: first!.waybillId, amount: 10_000, bankCardId: 'C0001' };
    expect(await s.refused(api.add, { ...base, code: '' })).toBe('请输入短信验证码');
    expect(await s.refused(api.add, { ...base, code: '12ab' })).toBe('短信验证码格式错误');
    expect(await s.refused(api.add, { ...base, code: '000000' })).toMatch(/验证码/);
    const code = await s.code();
    expect(await s.refused(api.add, { ...base, bankCardId: 'C0099', code })).toBe('银行卡不存在');
    expect(await s.refused(api.add, { ...base, amount: 99, code })).toBe(
      '单笔提现金额不能低于1.00元',
    );
    expect(await s.refused(api.add, { ...base, amount: 10.5, code })).toBe('提现金额不正确');
    expect(await s.refused(api.add, { ...base, amount: 5_000_001, code })).toBe(
      '单笔提现金额不能超过50,000.00元',
    );
    expect(await s.refused(api.add, { ...base, amount: first!.remaining + 1, code })).toBe(
      '提现金额超过所选运单可提现金额',
    );
    // The refusals did not use the code up.
    const ok = await s.send(api.add, { ...base, code });
    expect(ok.body.success, ok.body.msg).toBe(true);
    expect(await s.refused(api.add, { ...base, code })).toMatch(/验证码/);
  });

  it('takes the amount from the oldest chosen waybill first, posts the expense and freezes it', async () => {
    const s = setup();
    const list = await s.incomes();
    const [newer, older] = list;
    const amount = older!.remaining + 100;
    const r = await s.send(api.addAll, {
      waybillIds: [newer!.waybillId, older!.waybillId],
      amount,
      bankCardId: 'C0002',
      code: await s.code(),
    });
    expect(r.body.success, r.body.msg).toBe(true);
    const app = r.body.data;
    expect(app).toMatchObject({ amount, state: 'applied', bankName: '中国农业银行' });
    expect(app.waybills).toEqual([
      { waybillId: older!.waybillId, waybillNo: older!.waybillNo, amount: older!.remaining },
      { waybillId: newer!.waybillId, waybillNo: newer!.waybillNo, amount: 100 },
    ]);
    expect(await s.balance()).toEqual({
      availableBalance: 1_286_450 - amount,
      frozenBalance: 50_000 + amount,
    });
    expect((await s.limit()).dailyUsed).toBe(amount);
    const got = await s.send(api.get, { id: app.id });
    expect(got.body.data).toEqual(app);
  });

  it('refuses above what is left of the day and above the balance', async () => {
    const s = setup();
    s.sb.control.money.setLimits({ singleLimit: 300_000, dailyLimit: 300_000 });
    s.sb.control.money.credit(CERTIFIED, 5_000_000);
    const [first] = await s.incomes();
    const code = await s.code();
    const base = { waybillId: first!.waybillId, bankCardId: 'C0001', code };
    expect((await s.send(api.add, { ...base, amount: 200_000 })).body.success).toBe(true);
    s.tick(61_000);
    const code2 = await s.code();
    expect(await s.refused(api.add, { ...base, code: code2, amount: 100_001 })).toBe(
      '超出今日提现额度，今日还可提现1,000.00元',
    );
    s.tick(61_000);
    s.sb.control.money.setLimits({ singleLimit: 50_000_000, dailyLimit: 50_000_000 });
    const code3 = await s.code();
    const all = await s.incomes();
    const balance = (await s.balance()).availableBalance;
    const waybillIds = all.map((i) => i.waybillId);
    expect(
      await s.refused(api.addAll, {
        waybillIds,
        bankCardId: 'C0001',
        code: code3,
        amount: balance + 1,
      }),
    ).toMatch(/超过所选运单可提现金额|可用余额不足/);
  });

  it('replays a repeated Idempotency-Key with the first application, once', async () => {
    const s = setup();
    const [first] = await s.incomes();
    const payload = {
      waybillId: first!.waybillId,
      amount: 10_000,
      bankCardId: 'C0001',
      code: await s.code(),
    };
    const key = { 'Idempotency-Key': 'withdraw-1' };
    const one = await s.send(api.add, payload, key);
    const two = await s.send(api.add, payload, key);
    expect(one.body.success).toBe(true);
    expect(two.headers.get('Idempotency-Replayed')).toBe('true');
    expect(two.body.data.id).toBe(one.body.data.id);
    const applied = await s.send(api.listPage, { pageIndex: 1, pageSize: 50, state: 'applied' });
    expect(applied.body.data.records.filter((a) => a.id === one.body.data.id)).toHaveLength(1);
    expect((await s.balance()).availableBalance).toBe(1_286_450 - 10_000);
  });
});

describe('the platform’s side (control)', () => {
  it('approves, pays, and refuses wrong transitions', async () => {
    const s = setup();
    const view = s.sb.control.money.driver(CERTIFIED);
    const applied = view.applications.find((a) => a.state === 'applied')!;
    expect(s.sb.control.money.approve(applied.id).state).toBe('approved');
    expect(() => s.sb.control.money.approve(applied.id)).toThrow('提现申请已通过，不能通过');
    const paid = s.sb.control.money.pay(applied.id);
    expect(paid).toMatchObject({ state: 'paid' });
    expect(paid.payTime).not.toBeNull();
    expect((await s.balance()).frozenBalance).toBe(0);
    const r = await control(s.sb, 'POST', 'money/reject', { id: applied.id, reason: 'x' });
    expect(r).toEqual({ status: 409, json: { error: '提现申请已到账，不能驳回' } });
  });

  it('reject returns the money to the balance and the waybills, with a 提现退回 record', async () => {
    const s = setup();
    const [first] = await s.incomes();
    const r = await s.send(api.add, {
      waybillId: first!.waybillId,
      amount: first!.remaining,
      bankCardId: 'C0001',
      code: await s.code(),
    });
    expect((await s.incomes()).some((i) => i.waybillId === first!.waybillId)).toBe(false);
    const rejected = s.sb.control.money.reject(r.body.data.id, '银行卡信息有误');
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: '银行卡信息有误' });
    expect(await s.balance()).toEqual({ availableBalance: 1_286_450, frozenBalance: 50_000 });
    const back = (await s.incomes()).find((i) => i.waybillId === first!.waybillId);
    expect(back?.remaining).toBe(first!.remaining);
    expect((await s.limit()).dailyUsed).toBe(0);
  });

  it('credits a test income through settlement and sets limits over HTTP', async () => {
    const s = setup();
    const income = s.sb.control.money.credit(CERTIFIED, 1_000_000);
    expect(income).toMatchObject({ settledAmount: 990_000, remaining: 990_000 });
    expect((await s.balance()).availableBalance).toBe(1_286_450 + 990_000);
    expect((await s.incomes())[0]!.waybillId).toBe(income.waybillId);
    const set = await control(s.sb, 'POST', 'money/limits', { singleLimit: 200_000 });
    expect(set.status).toBe(200);
    expect((await s.limit()).singleLimit).toBe(200_000);
    const bad = await control(s.sb, 'POST', 'money/limits', { minAmount: 0 });
    expect(bad.status).toBe(400);
  });
});
