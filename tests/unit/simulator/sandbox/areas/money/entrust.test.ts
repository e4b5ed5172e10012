import { describe, expect, it } from 'vitest';
import { collectionAccount } from '@/lib/contract/money/collection-account';
import { entrust } from '@/lib/contract/money/entrust';
import { sms } from '@/lib/contract/common/sms';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { entrustPayee } from '@sim/sandbox/areas/money/entrust/records';
import { Db } from '@sim/sandbox/store/db';
import { seedState } from '@sim/sandbox/store/seed';
import { call, quietSandbox } from '../../helpers';

const DRIVER = '13800000002';
const CAPTAIN = '13800000003';

function setUp() {
  const sb = quietSandbox();
  const { at, appUserId } = sb.control.quickLogin(DRIVER);
  const captainId = sb.control.user(CAPTAIN)!.appUserId;
  const save = (waybillId: string, payeeId = captainId, accountId = 'CA0001') =>
    call(sb, entrust.saveBillDelegateIncome, { waybillId, payeeId, accountId }, at);
  const code = async () => {
    await call(sb, sms.sendSmByTemplate, { mobile: DRIVER, template: 'entrust' }, at);
    return sb.control.sms.latest(DRIVER, 'entrust')!.code;
  };
  return { sb, at, appUserId, captainId, save, code };
}

describe('entrust sandbox area', () => {
  it('saves a draft, applies it with the entrust code, and the platform confirms it', async () => {
    const { sb, at, save, code, captainId } = setUp();
    const saved = await save('WB0005');
    expect(saved.body.data).toMatchObject({ state: 'draft', waybillId: 'WB0005' });
    expect(saved.body.data.account.cardNoMasked).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
    const id = saved.body.data.id;
    const wrong = await call(sb, entrust.applicationBillDelegateIncome, { id, code: '000000' }, at);
    expect(wrong.body.success).toBe(false);
    const applied = await call(
      sb,
      entrust.applicationBillDelegateIncome,
      { id, code: await code() },
      at,
    );
    expect(applied.body.data.state).toBe('pending');
    expect(sb.control.entrust.confirm(id).state).toBe('effective');
    const got = await call(sb, entrust.get, { waybillId: 'WB0005' }, at);
    expect(got.body.data?.payee.appUserId).toBe(captainId);
    expect(got.body.data?.timeline.map((e) => e.state)).toEqual(['draft', 'pending', 'effective']);
  });

  it('refuses the waybills that cannot be entrusted, and a payee who is the driver', async () => {
    const { save, appUserId } = setUp();
    expect((await save('WB0001')).body.msg).toBe('运单已结算，不能委托收款');
    expect((await save('WB0004')).body.msg).toBe('运单已取消，不能委托收款');
    expect((await save('WB0006')).body.msg).toBe('运单不存在');
    expect((await save('WB0007')).body.msg).toBe('该运单已有待确认或已生效的委托');
    expect((await save('WB0008')).body.msg).toBe('该运单已有待确认或已生效的委托');
    expect((await save('WB0005', appUserId, 'CA0003')).body.msg).toBe('收款人不能是本人');
    expect((await save('WB0005', undefined, 'CA0003')).body.msg).toBe('请选择收款人的收款账户');
  });

  it('withdraws only a pending entrustment, and the waybill may be entrusted again', async () => {
    const { sb, at, save } = setUp();
    const w = await call(sb, entrust.withdrawnBillDelegateIncome, { id: 'WT0004' }, at);
    expect(w.body.data.state).toBe('withdrawn');
    const again = await call(sb, entrust.withdrawnBillDelegateIncome, { id: 'WT0004' }, at);
    expect(again.body.msg).toBe('只有待确认的委托可以撤回');
    expect((await save('WB0008')).body.data.state).toBe('draft');
  });

  it('lists by state without drafts, and tells the settlement who is paid', async () => {
    const { sb, at, captainId, save } = setUp();
    await save('WB0005');
    const all = await call(sb, entrust.queryBillDelegateIncome, { pageIndex: 1, pageSize: 20 }, at);
    expect(all.body.data.records.map((e) => e.id)).toEqual([
      'WT0004',
      'WT0003',
      'WT0002',
      'WT0001',
    ]);
    const refused = await call(
      sb,
      entrust.queryBillDelegateIncome,
      { pageIndex: 1, pageSize: 20, state: 'refused' },
      at,
    );
    expect(refused.body.data.records[0]?.refuseReason).toBe('收款账户信息有误，请核实后重新委托');
    const db = new Db(seedState(7), () => Date.parse('2026-11-22T09:00:00+08:00'));
    expect(entrustPayee(db, 'WB0007')).toBe(captainId);
    expect(entrustPayee(db, 'WB0008')).toBeNull();
  });
});

describe('entrust control (the platform and payee side)', () => {
  it('lists over HTTP and refuses with a reason; a handled one cannot be handled again', async () => {
    const { sb, at } = setUp();
    const listed = await sb.handle(new Request('http://x/__sandbox/entrust/list'));
    const rows = (await listed.json()) as { id: string; state: string }[];
    expect(rows.map((r) => r.id)).toEqual(['WT0004', 'WT0003', 'WT0002', 'WT0001']);
    const post = (path: string, body: unknown) =>
      sb.handle(
        new Request(`http://x/__sandbox/entrust/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post('refuse', { id: 'WT0004' })).status).toBe(400);
    const refused = await post('refuse', { id: 'WT0004', reason: '账户不符' });
    expect(((await refused.json()) as { state: string }).state).toBe('refused');
    const again = await post('confirm', { id: 'WT0004' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: '该委托不是待确认状态' });
    const got = await call(sb, entrust.get, { id: 'WT0004' }, at);
    expect(got.body.data?.refuseReason).toBe('账户不符');
  });
});

describe('collection-account sandbox area', () => {
  it('lists the waybill accounts (his own and his captain’s), masked, and sets one for the waybill', async () => {
    const { sb, at } = setUp();
    const list = await call(sb, collectionAccount.listForWaybill, { waybillId: 'WB0005' }, at);
    expect(list.body.data.map((a) => a.id)).toEqual(['CA0003', 'CA0001', 'CA0002']);
    for (const a of list.body.data) expect(a.cardNoMasked).toContain('****');
    await call(
      sb,
      waybillAfterSales.upWaybillAccount,
      { waybillId: 'WB0005', collectionAccountId: 'CA0002' },
      at,
    );
    const set = await call(sb, waybillAfterSales.getWaybillAccount, { waybillId: 'WB0005' }, at);
    expect(set.body.data).toMatchObject({ bankName: '中国银行' });
  });

  it('adds an account in the owner’s name with a valid card, and deletes it', async () => {
    const { sb, at } = setUp();
    const name = sb.control.user(DRIVER)!.identity!.name ?? '';
    const add = (accountName: string, cardNo: string) =>
      call(sb, collectionAccount.add, { accountName, bankName: '招商银行', cardNo }, at);
    expect((await add('别人', '6214830000123456789')).body.msg).toBe('户名须与本人实名一致');
    expect((await add(name, '6214830000123456780')).body.msg).toBe('请输入正确的银行卡号');
    const ok = await add(name, '6214 8300 0012 3456 789');
    expect(ok.body.data.cardNoMasked).toBe('6214 **** **** 6789');
    expect((await add(name, '6214830000123456789')).body.msg).toBe('该银行卡已添加');
    await call(sb, collectionAccount.delete, { id: ok.body.data.id }, at);
    const got = await call(sb, collectionAccount.get, { id: ok.body.data.id }, at);
    expect(got.body.msg).toBe('收款账户不存在');
  });

  it("says another driver's entrustment or collection account is not his, and an unknown one is not there", async () => {
    const { sb, at, save } = setUp();
    const mine = (await save('WB0005')).body.data.id;
    // CA0001 is the captain's account (the driver entrusts his income to it).
    const account = await call(sb, collectionAccount.get, { id: 'CA0001' }, at);
    expect(account.body).toMatchObject({ state: 403001, msg: '该收款账户不属于您' });
    const other = sb.control.quickLogin(CAPTAIN).at;
    const entrusted = await call(sb, entrust.get, { id: mine }, other);
    expect(entrusted.body).toMatchObject({ state: 403001, msg: '该委托记录不属于您' });
    const noEntrust = await call(sb, entrust.get, { id: 'EN-NONE' }, other);
    expect(noEntrust.body).toMatchObject({ state: 404001, msg: '委托记录不存在' });
    const noAccount = await call(sb, collectionAccount.get, { id: 'CA-NONE' }, other);
    expect(noAccount.body).toMatchObject({ state: 404001, msg: '收款账户不存在' });
  });
});
