import { describe, expect, it } from 'vitest';
import { bankInfo } from '@/lib/contract/money/bank-card';
import { BusinessState } from '@/lib/contract/envelope';
import { sms } from '@/lib/contract/common/sms';
import { call, quietSandbox } from '../../helpers';

const CERTIFIED_DRIVER = '13800000002';
const CAPTAIN = '13800000003';
const NEW_DRIVER = '13800000001';
const PASSWORD = 'Driver@123';
/** Luhn-valid debit numbers of 中国工商银行 (6222) and 招商银行 (6214). */
const ICBC = '6222020000000000117';
const CMB = '6214830000123456789';

function setUp(mobile = CERTIFIED_DRIVER) {
  const sb = quietSandbox();
  const { at } = sb.control.quickLogin(mobile);
  const codeFor = async (phone: string) => {
    await call(sb, sms.sendSmByTemplate, { mobile: phone, template: 'bankCard' }, at);
    return sb.control.sms.latest(phone, 'bankCard')!.code;
  };
  const list = async () =>
    (await call(sb, bankInfo.listPage, { pageIndex: 1, pageSize: 20 }, at)).body.data.records;
  return { sb, at, codeFor, list };
}

const addRequest = (cardNo: string, reservedMobile: string, code: string) => ({
  bankName: '中国工商银行',
  employeeNo: '102100099996',
  cardNo,
  reservedMobile,
  code,
  agreed: true as const,
});

describe('bank sandbox area: checkCard', () => {
  it('names the bank of a known debit number', async () => {
    const { sb, at } = setUp();
    const ok = await call(sb, bankInfo.checkCard, { cardNo: CMB }, at);
    expect(ok.body.data).toEqual({
      bankName: '招商银行',
      employeeNo: expect.any(String),
      cardType: 'debit',
    });
  });

  it('refuses a wrong number, a credit card and a card already bound', async () => {
    const { sb, at } = setUp();
    const msg = async (cardNo: string) =>
      (await call(sb, bankInfo.checkCard, { cardNo }, at)).body.msg;
    expect(await msg('6222020000000000118')).toBe('卡号不正确');
    expect(await msg('62220200')).toBe('卡号不正确');
    expect(await msg('4111111111111111')).toBe('暂不支持信用卡');
    expect(await msg('5555555555554444')).toBe('暂不支持信用卡');
    const seeded = await call(sb, bankInfo.get, { id: 'C0001', plain: true }, at);
    expect(await msg(seeded.body.data.cardNo!)).toBe('该银行卡已绑定');
  });
});

describe('bank sandbox area: add', () => {
  it('binds with the reserved mobile code; the holder is the real name; list masks it', async () => {
    const { sb, at, codeFor, list } = setUp();
    const code = await codeFor('13912345678');
    const added = await call(sb, bankInfo.add, addRequest(ICBC, '13912345678', code), at);
    expect(added.body.success).toBe(true);
    const seeded = (await list()).find((c) => c.id === 'C0001')!;
    expect(added.body.data).toMatchObject({
      bankName: '中国工商银行',
      cardNoMasked: '6222 **** **** 0117',
      holderName: seeded.holderName,
      reservedMobileMasked: '139****5678',
      isRefund: false,
      state: 'bound',
    });
    expect((await list()).map((c) => c.cardTail)).toContain('0117');
    // The code is used up and the card is now bound.
    const again = await call(sb, bankInfo.add, addRequest(ICBC, '13912345678', code), at);
    expect(again.body.msg).toBe('该银行卡已绑定');
  });

  it('refuses a wrong code, a missing consent and a driver without real name', async () => {
    const { sb, at, codeFor } = setUp();
    const code = await codeFor(CERTIFIED_DRIVER);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call(sb, bankInfo.add, addRequest(ICBC, CERTIFIED_DRIVER, wrong), at);
    expect(bad.body.msg).toBe('验证码错误');
    const unagreed = { ...addRequest(ICBC, CERTIFIED_DRIVER, code), agreed: false as never };
    expect((await call(sb, bankInfo.add, unagreed, at)).body.msg).toBe(
      '请先阅读并同意银行卡绑定协议',
    );
    const fresh = setUp(NEW_DRIVER);
    const newCode = await fresh.codeFor(NEW_DRIVER);
    const refused = await call(
      fresh.sb,
      bankInfo.add,
      addRequest(ICBC, NEW_DRIVER, newCode),
      fresh.at,
    );
    expect(refused.body.msg).toBe('请先完成实名认证');
  });

  it('makes the first bound card the withdrawal card', async () => {
    const { sb, at, codeFor, list } = setUp(CAPTAIN);
    for (const c of await list()) {
      await call(sb, bankInfo.unbind, { id: c.id, password: PASSWORD }, at);
    }
    expect(await list()).toEqual([]);
    const code = await codeFor(CAPTAIN);
    const added = await call(sb, bankInfo.add, addRequest(CMB, CAPTAIN, code), at);
    expect(added.body.data.isRefund).toBe(true);
    const state = await call(sb, bankInfo.checkBindRefundBank, {}, at);
    expect(state.body.data.card?.id).toBe(added.body.data.id);
  });
});

describe('bank sandbox area: unbind and setRefund', () => {
  it('checks the login password', async () => {
    const { sb, at } = setUp();
    const wrong = await call(sb, bankInfo.unbind, { id: 'C0002', password: 'nope1234' }, at);
    expect(wrong.body.msg).toBe('登录密码错误');
    const wrongRefund = await call(sb, bankInfo.setRefund, { id: 'C0002', password: 'x' }, at);
    expect(wrongRefund.body.msg).toBe('登录密码错误');
  });

  it('unbinds a card, which then leaves the list and cannot be unbound again', async () => {
    const { sb, at, list } = setUp();
    const ok = await call(sb, bankInfo.unbind, { id: 'C0002', password: PASSWORD }, at);
    expect(ok.body).toMatchObject({ success: true, data: null });
    expect((await list()).map((c) => c.id)).toEqual(['C0001']);
    const again = await call(sb, bankInfo.unbind, { id: 'C0002', password: PASSWORD }, at);
    expect(again.body.msg).toBe('该银行卡已解绑');
  });

  it('keeps the withdrawal card while a withdrawal is under review', async () => {
    const { sb, at } = setUp();
    const refused = await call(sb, bankInfo.unbind, { id: 'C0001', password: PASSWORD }, at);
    expect(refused.body.msg).toBe('该卡有审核中的提现，暂不能解绑');
  });

  it('moves the withdrawal card', async () => {
    const { sb, at, list } = setUp();
    const set = await call(sb, bankInfo.setRefund, { id: 'C0002', password: PASSWORD }, at);
    expect(set.body.data).toMatchObject({ id: 'C0002', isRefund: true });
    expect((await list()).map((c) => [c.id, c.isRefund])).toEqual([
      ['C0002', true],
      ['C0001', false],
    ]);
  });

  it('refuses another driver’s card as not his, and an unknown one as missing', async () => {
    const { sb, at } = setUp(CAPTAIN);
    const other = await call(sb, bankInfo.unbind, { id: 'C0001', password: PASSWORD }, at);
    expect(other.body).toMatchObject({
      success: false,
      state: BusinessState.notYours,
      msg: '该银行卡不属于您',
    });
    const read = await call(sb, bankInfo.get, { id: 'C0001' }, at);
    expect(read.body).toMatchObject({ state: BusinessState.notYours });
    const unknown = await call(sb, bankInfo.get, { id: 'C9999' }, at);
    expect(unknown.body).toMatchObject({ state: BusinessState.notFound, msg: '银行卡不存在' });
  });
});

describe('bank sandbox area: checkEntrustAccount', () => {
  it('matches a seeded person’s real name, not an unknown one', async () => {
    const { sb, at, list } = setUp();
    const name = (await list())[0]!.holderName;
    const yes = await call(
      sb,
      bankInfo.checkEntrustAccount,
      { cardNo: CMB, accountName: name },
      at,
    );
    expect(yes.body.data).toEqual({ matched: true, message: '账户信息一致，校验通过' });
    const no = await call(
      sb,
      bankInfo.checkEntrustAccount,
      { cardNo: CMB, accountName: '无此人' },
      at,
    );
    expect(no.body.data).toEqual({ matched: false, message: '户名与卡号不一致，请核对后重试' });
    const bad = await call(
      sb,
      bankInfo.checkEntrustAccount,
      { cardNo: '123', accountName: name },
      at,
    );
    expect(bad.body.msg).toBe('卡号不正确');
  });
});
