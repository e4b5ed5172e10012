/** Grabbing: the gates the server re-checks, quotes and quantities, assigned sources. */
import { describe, expect, it } from 'vitest';
import { eContract } from '@/lib/contract/supply/e-contract';
import { supply, type GrabRequest } from '@/lib/contract/supply/market';
import { settleFreight } from '@/lib/domain/settlement';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call } from '../../helpers';

const NOW = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';
const CAPTAIN = '13800000003';

function setup() {
  const lines: string[] = [];
  const clock = { now: NOW };
  const sb = createSandbox({ seed: 20261122, log: (l) => lines.push(l), now: () => clock.now });
  const login = (mobile: string) => {
    const { at } = sb.control.quickLogin(mobile);
    const cars = sb.control.user(mobile)!.cars;
    return { at, cars, car: cars.find((c) => c.isDefault)!.carNo };
  };
  const grab = (who: { at: string }, req: GrabRequest, headers?: Record<string, string>) =>
    call(
      sb,
      req.quantity === undefined ? supply.grabWholeOrder : supply.grabBulkOrder,
      req,
      who.at,
      headers,
    );
  const preview = (who: { at: string }, req: GrabRequest) =>
    call(sb, supply.previewContentKJ, req, who.at);
  return { sb, lines, login, grab, preview, clock };
}

describe('grab gates', () => {
  it('refuses a driver who is not certified', async () => {
    const { sb, grab } = setup();
    const { at } = sb.control.quickLogin('13800000001');
    const answer = await grab({ at }, { sourceId: 'S0002', carNo: '冀A00000' });
    expect(answer.body.msg).toBe('请先完成实名认证');
  });

  it('refuses a vehicle with an unfinished waybill (cross-order) and says which', async () => {
    const { sb, login, grab } = setup();
    const captain = login(CAPTAIN);
    const busy = captain.cars[1]!.carNo;
    const check = await call(
      sb,
      supply.checkIsCrossOrder,
      { sourceId: 'S0002', carNo: busy },
      captain.at,
    );
    expect(check.body.data).toMatchObject({ allowed: false });
    expect(check.body.data.waybillNo).toMatch(/^YD/);
    expect((await grab(captain, { sourceId: 'S0002', carNo: busy })).body.msg).toContain(
      '未完成的运单',
    );
    const choices = (await call(sb, supply.getVehicleNumber, { sourceId: 'S0002' }, captain.at))
      .body.data;
    expect(choices.find((c) => c.carNo === busy)!.reason).toMatch(/^有未完成运单 YD/);
    expect(choices.filter((c) => c.reason === '审核中' || c.reason === '未认证')).toHaveLength(2);
  });

  it('blocks a blacklisted driver for that shipper only', async () => {
    const { sb, login, grab } = setup();
    const me = login(CERTIFIED);
    const status = await call(
      sb,
      supply.checkBillDriverCarStatus,
      { sourceId: 'S0008', carNo: me.car },
      me.at,
    );
    expect(status.body.data).toEqual({
      ok: false,
      reason: '您已被安徽恒通煤业有限公司拉黑，无法承运其货源',
    });
    expect((await grab(me, { sourceId: 'S0008', carNo: me.car, quantity: 10 })).body.msg).toContain(
      '拉黑',
    );
    const other = await call(
      sb,
      supply.checkBillDriverCarStatus,
      { sourceId: 'S0001', carNo: me.car },
      me.at,
    );
    expect(other.body.data).toEqual({ ok: true, reason: null });
  });

  it('asks for the delegation first, then grabs once it is created', async () => {
    const { sb, login, grab } = setup();
    const me = login(CERTIFIED);
    const req = { sourceId: 'S0004', carNo: me.car, quantity: 20 };
    expect((await grab(me, req)).body.msg).toBe('请先签署电子签章委托授权书');
    const created = await call(
      sb,
      supply.createEsignDelegationAuthority,
      { sourceId: 'S0004' },
      me.at,
    );
    const detail = await call(sb, supply.getBulkDetail, { id: 'S0004' }, me.at);
    expect(detail.body.data.delegationSigned).toBe(true);
    const doc = await call(
      sb,
      eContract.geteEsignDelegatioContractKJ,
      { contractId: created.body.data.authorityId },
      me.at,
    );
    expect(doc.body.data).toMatchObject({ kind: 'delegation', status: 'signed' });
    expect((await grab(me, req)).body.success).toBe(true);
  });

  it('needs the driver inside the fence', async () => {
    const { login, grab } = setup();
    const me = login(CERTIFIED);
    const req = { sourceId: 'S0003', carNo: me.car, quantity: 20 };
    expect((await grab(me, req)).body.msg).toBe('未获取到您的位置，请打开定位后重试');
    expect((await grab(me, req, { longitude: '114.7', latitude: '38.2' })).body.msg).toContain(
      '电子围栏',
    );
    expect((await grab(me, req, { longitude: '114.54', latitude: '38.04' })).body.success).toBe(
      true,
    );
  });

  it('trusts a fence check with a fresh fix in the payload for 10 minutes', async () => {
    const { sb, login, grab } = setup();
    const me = login(CERTIFIED);
    const fence = supply.relationshipDetectionBetweenPositioningAndElectronicFence;
    const check = await call(
      sb,
      fence,
      { id: 'S0003', longitude: 114.539, latitude: 38.037 },
      me.at,
      {
        longitude: '116.4',
        latitude: '39.9',
      },
    );
    expect(check.body.data.inside).toBe(true);
    expect((await grab(me, { sourceId: 'S0003', carNo: me.car, quantity: 20 })).body.success).toBe(
      true,
    );
  });

  it('checks quantities: positive, 3 decimals, minimum, remaining', async () => {
    const { sb, login } = setup();
    const me = login(CERTIFIED);
    const q = (quantity: number) =>
      call(sb, supply.calculatedBulkFreight, { sourceId: 'S0001', quantity }, me.at);
    expect((await q(0)).body.msg).toBe('请输入正确的数量');
    expect((await q(10.0001)).body.msg).toBe('数量最多保留3位小数');
    expect((await q(5)).body.msg).toBe('单车承运数量不能少于10吨');
    expect((await q(1300)).body.msg).toBe('承运数量不能超过剩余1200吨');
    const quote = (await q(30.5)).body.data;
    expect(quote.freight).toBe(Math.round(30.5 * quote.unitPrice));
    // The quote is the waybill's one settlement (lib/domain/settlement.ts), not a rule of its own.
    const { serviceFee, receivable } = settleFreight(quote.freight);
    expect(quote).toMatchObject({ serviceFee, payable: receivable });
    expect(quote.payable).toBe(quote.freight - quote.serviceFee);
  });

  it('lets only the assignee receive an assigned source', async () => {
    const { login, grab, sb } = setup();
    const captain = login(CAPTAIN);
    expect(
      (await grab(captain, { sourceId: 'S0005', carNo: captain.car, quantity: 20 })).body.msg,
    ).toBe('该货源已指派给其他司机');
    const me = login(CERTIFIED);
    const received = await call(
      sb,
      supply.receiveWholeAssignOrder,
      { sourceId: 'S0006', carNo: me.car },
      me.at,
    );
    expect(received.body.success).toBe(true);
    const notMine = await call(
      sb,
      supply.receiveBulkAssignOrder,
      { sourceId: 'S0001', carNo: me.car, quantity: 20 },
      me.at,
    );
    expect(notMine.body.msg).toBe('该货源未指派给您');
  });

  it('refuses a driver without a qualification certificate before the agreement is read', async () => {
    const { sb, login, grab, preview } = setup();
    const me = login(CERTIFIED);
    sb.control.licence.qualification(CERTIFIED, { qualificationCertificateNo: null });
    const req = { sourceId: 'S0001', carNo: me.car, quantity: 30 };
    expect((await preview(me, req)).body.msg).toBe('请先上传道路运输从业资格证');
    expect((await grab(me, req)).body.msg).toBe('请先上传道路运输从业资格证');
    sb.control.licence.qualification(CERTIFIED, {
      qualificationCertificateNo: '130102198001011234',
      qualificationValidTo: '2026-11-01',
    });
    expect((await grab(me, req)).body.msg).toBe('道路运输从业资格证已过期，请更新后再接单');
  });

  it('shows no agreement for a blacklisted shipper or a refrigerated-truck source', async () => {
    const { login, preview } = setup();
    const me = login(CERTIFIED);
    expect((await preview(me, { sourceId: 'S0008', carNo: me.car, quantity: 30 })).body.msg).toBe(
      '您已被安徽恒通煤业有限公司拉黑，无法承运其货源',
    );
    expect((await preview(me, { sourceId: 'S0012', carNo: me.car })).body.msg).toBe(
      `车辆${me.car}车型不符，无法接单`,
    );
    expect(
      (await preview(me, { sourceId: 'S0001', carNo: me.car, quantity: 30 })).body.success,
    ).toBe(true);
  });

  it('caps the quantity by what the vehicle carries, in the agreement and the grab', async () => {
    const { sb, login, grab, preview } = setup();
    const me = login(CERTIFIED);
    const tons =
      sb.control.user(CERTIFIED)!.cars.find((c) => c.carNo === me.car)!.loadWeight / 1000;
    const over = { sourceId: 'S0001', carNo: me.car, quantity: 1200 };
    expect((await preview(me, over)).body.msg).toBe(`承运数量超过车辆核定载质量${tons}吨`);
    expect((await grab(me, over)).body.msg).toBe(`承运数量超过车辆核定载质量${tons}吨`);
    const full = { ...over, quantity: tons };
    expect((await preview(me, full)).body.data.html).toContain(`${tons}吨`);
    expect((await grab(me, full)).body.success).toBe(true);
  });

  it('refuses once the loading window has closed', async () => {
    const { sb, login, grab, clock } = setup();
    const me = login(CERTIFIED);
    const req = { sourceId: 'S0002', carNo: me.car };
    // The first read anchors the market: S0002 loads until 46 h from now.
    const detail = await call(sb, supply.getWholeDetailForDriver, { id: 'S0002' }, me.at);
    expect(detail.body.data.loadingEnd).toBe('2026-11-24 07:00:00');
    clock.now = NOW + 47 * 3_600_000;
    expect((await grab(login(CERTIFIED), req)).body.msg).toBe('该货源装货时间已过，无法接单');
  });
});
