import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { BusinessState } from '@/lib/contract/envelope';
import { fuelCard } from '@/lib/contract/fuel/balance';
import { identity } from '@/lib/contract/account/identity';
import { invoicingAgreement } from '@/lib/contract/money/invoicing-agreement';
import { money } from '@/lib/contract/money/wallet';
import { sms } from '@/lib/contract/common/sms';
import { CERTIFIED_DRIVER_FUEL } from '@sim/sandbox/areas/fuel/card/seed';
import { CERTIFIED_DRIVER_MONEY } from '@sim/sandbox/areas/money/wallet/seed';
import { call, control, quietSandbox } from '../../helpers';

const CERTIFIED = '13800000002';
const NEW_DRIVER = '13800000001';

function loggedIn(mobile: string) {
  const sb = quietSandbox();
  const login = sb.control.quickLogin(mobile);
  return { sb, at: login.at, appUserId: login.appUserId };
}

describe('sandbox: the Me area (money, fuel cards, invoicing agreements)', () => {
  it('gives the certified driver their seeded balance, 30-day figures and fuel cards', async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    expect((await call(sb, money.getBalanceByDriver, {}, at)).body.data).toEqual(
      CERTIFIED_DRIVER_MONEY.balance,
    );
    expect((await call(sb, money.getDriverThirtyDayAmount, {}, at)).body.data).toEqual(
      CERTIFIED_DRIVER_MONEY.thirtyDays,
    );
    expect((await call(sb, fuelCard.getOilCardBalance, {}, at)).body.data).toEqual(
      CERTIFIED_DRIVER_FUEL,
    );
  });

  it('gives the new driver zeros and no agreements', async () => {
    const { sb, at, appUserId } = loggedIn(NEW_DRIVER);
    expect((await call(sb, money.getBalanceByDriver, {}, at)).body.data).toEqual({
      availableBalance: 0,
      frozenBalance: 0,
    });
    expect((await call(sb, money.getDriverThirtyDayAmount, {}, at)).body.data).toEqual({
      settlementVehicleNumber: 0,
      driverThirtyDayAmount: 0,
      completedOrderCount: 0,
    });
    expect((await call(sb, fuelCard.getOilCardBalance, {}, at)).body.data).toEqual({
      oilLeftPrice: 0,
      gasLeftPrice: 0,
    });
    const list = await call(
      sb,
      invoicingAgreement.listUnsignedByDriverId,
      { driverId: appUserId, remindFlag: 0 },
      at,
    );
    expect(list.body.data).toEqual([]);
  });

  it('lists the one unsigned agreement until it is signed, then none', async () => {
    const { sb, at, appUserId } = loggedIn(CERTIFIED);
    const ask = () =>
      call(
        sb,
        invoicingAgreement.listUnsignedByDriverId,
        { driverId: appUserId, remindFlag: 0 },
        at,
      );
    const before = (await ask()).body.data;
    expect(before).toHaveLength(1);
    expect(before[0]!.contractContent).toContain('委托代开发票协议');
    expect(before[0]).not.toHaveProperty('signTime');

    const signed = await control(sb, 'POST', 'invoicing-agreements/sign', { mobile: CERTIFIED });
    expect(signed).toEqual({ status: 200, json: { signed: 1 } });
    expect((await ask()).body.data).toEqual([]);
    const all = sb.control.invoicingAgreements(CERTIFIED);
    expect(all).toHaveLength(2);
    expect(all.every((a) => a.signTime !== null)).toBe(true);
    expect(sb.control.signInvoicingAgreements(CERTIFIED)).toBe(0);
  });

  it('signs at /verifyAgree exactly the invoicing agreement the request names', async () => {
    const { sb, at, appUserId } = loggedIn(CERTIFIED);
    const [signedLastYear, unsigned] = sb.control.invoicingAgreements(CERTIFIED);
    const sign = async (agreementId?: string) => {
      await call(sb, sms.sendSmByTemplate, { mobile: CERTIFIED, template: 'certification' }, at);
      const code = sb.control.sms.inbox(CERTIFIED).at(-1)!.code;
      const payload = { mobile: CERTIFIED, template: 'certification' as const, code };
      return call(
        sb,
        sms.verificationSmByTemplate,
        agreementId ? { ...payload, agreementId } : payload,
        at,
      );
    };

    // The certification agreement alone (no id) signs no invoicing agreement.
    expect((await sign()).body.success).toBe(true);
    expect(sb.control.invoicingAgreements(CERTIFIED)[1]!.signTime).toBeNull();

    expect((await sign('IA-unknown')).body).toMatchObject({
      success: false,
      state: BusinessState.notFound,
      msg: '协议不存在',
    });
    expect((await sign(signedLastYear!.id)).body).toMatchObject({
      success: false,
      msg: '该协议已签署',
    });

    expect((await sign(unsigned!.id)).body.success).toBe(true);
    const after = sb.control.invoicingAgreements(CERTIFIED);
    expect(after.find((a) => a.id === unsigned!.id)!.signTime).not.toBeNull();
    expect(after.find((a) => a.id === signedLastYear!.id)!.signTime).toBe(signedLastYear!.signTime);
    const list = await call(
      sb,
      invoicingAgreement.listUnsignedByDriverId,
      { driverId: appUserId, remindFlag: 0 },
      at,
    );
    expect(list.body.data).toEqual([]);
  });

  it("refuses to sign another driver's invoicing agreement as not his", async () => {
    const { sb, at } = loggedIn(NEW_DRIVER);
    const theirs = sb.control.invoicingAgreements(CERTIFIED)[1]!;
    await call(sb, sms.sendSmByTemplate, { mobile: NEW_DRIVER, template: 'certification' }, at);
    const code = sb.control.sms.inbox(NEW_DRIVER).at(-1)!.code;
    const answer = await call(
      sb,
      sms.verificationSmByTemplate,
      { mobile: NEW_DRIVER, template: 'certification', code, agreementId: theirs.id },
      at,
    );
    expect(answer.body).toMatchObject({
      success: false,
      state: BusinessState.notYours,
      msg: '无权签署其他司机的协议',
    });
    expect(sb.control.invoicingAgreements(CERTIFIED)[1]!.signTime).toBeNull();
  });

  it("refuses to list another driver's agreements", async () => {
    const { sb, at } = loggedIn(NEW_DRIVER);
    const other = sb.control.user(CERTIFIED)!.appUserId;
    const answer = await call(
      sb,
      invoicingAgreement.listUnsignedByDriverId,
      { driverId: other, remindFlag: 0 },
      at,
    );
    expect(answer.body).toMatchObject({ success: false, msg: '无权查看其他司机的协议' });
  });

  it('stores a new avatar that the next user detail read shows', async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    const url = '/__sandbox/files/avatar-new.png';
    expect((await call(sb, identity.updateAvatar, { avatar: url }, at)).body.success).toBe(true);
    expect((await call(sb, account.getUserDetail, {}, at)).body.data.avatar).toBe(url);
  });
});
